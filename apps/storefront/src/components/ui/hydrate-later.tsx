/**
 * Hydration in turns. Hydrating a whole page in one go is one long task on the browser's main
 * thread (120–190 ms on a phone four times slower than this machine), and a tap that lands in it
 * waits for its end. A part of the page wrapped in {@link HydrateLater} keeps the server's HTML
 * while the page around it hydrates, and renders in a task of its own afterwards, one part per
 * task in the order the page first rendered them, so the browser can answer input between them.
 *
 * In the browser the part suspends (throws a promise) in the render that hydrates it, and Preact
 * keeps the server's DOM of a suspended component that renders one element until the promise is
 * settled, which is why a part must render exactly one element; and a part is never inside
 * another, whose render out of hydration mode (below) would have Preact's `Suspense` drop the
 * inner part's elements while it waits. Nothing is waited for but a turn: the part's data is on
 * the page already. At its turn the part renders over the DOM it kept the way Preact's `render`
 * does over existing DOM, not as a hydration: it adopts the server's elements and
 * sets their attributes to what it renders then (a query that settled in the meantime, such as the
 * cart's, leaves no attribute of its loading state behind; hydration would keep the server's
 * attributes). That is done by clearing Preact's hydration flag (`MODE_HYDRATE`, bit 5 of the
 * vnode's mangled `__u`) on the suspended component's vnode (`__v`) before it resumes: internals of
 * the pinned Preact, which `test/hydration-turns.browser.test.ts` checks. Such a render sets each
 * field's value to its state, so a turn first notes what the shopper typed in the fields
 * (`use-typed-before-hydration.ts`), which their refs then keep.
 *
 * The server renders the part as it is, with no `Suspense` boundary, which React DOM's server
 * would be free to stream after the first flush (shown by a script, so not at all without
 * JavaScript); so does the development server's React, whose hydration would expect the
 * boundary's markers.
 *
 * Until its part renders, what the server rendered works as HTML does: its links are links and
 * its forms post to the server. A part must render at the location the server rendered it at, so
 * when the router starts to move to another page, every part still waiting renders at once
 * ({@link useHydrateAllBeforeNavigating}); from then on, and once every part has rendered, a part
 * renders at once. `<html data-hydrated>` (see `app/root.tsx`) is set once every part has
 * ({@link whenHydrated}).
 */
import { type ReactNode, Suspense } from "react";
import { useNavigation } from "react-router";
import { noteTypedFields } from "../forms/use-typed-before-hydration.ts";

/** Preact's flag on a vnode whose render hydrates (`MODE_HYDRATE` in Preact's `constants.js`). */
const MODE_HYDRATE = 1 << 5;

/** A part's turn: the promise it throws, and whether its turn has come. */
interface Turn {
  readonly promise: Promise<void>;
  come: boolean;
  readonly start: () => void;
  /** The suspended component (Preact's instance: `__v` its vnode, `__u` the vnode's flags). */
  waiter?: { __v?: { __u: number } } | undefined;
}

/** The parts' turns, by name. */
const turns = new Map<string, Turn>();
/** The turns to come, in the order the parts first rendered. */
const waiting: Turn[] = [];
/** What runs once every part has hydrated. */
const afterAllTurns: Array<() => void> = [];
/** Whether parts wait for their turns: in the browser, until they have all hydrated. */
let hydrating = typeof document !== "undefined";
/** Posts the next turn as a task of its own (a message, which the browser does not delay). */
let nextTask: MessagePort | undefined;

/** Starts the next part waiting or, when none is, ends hydration. */
function takeTurn(): void {
  const turn = waiting.shift();
  if (turn) {
    turn.start();
    nextTask?.postMessage(null);
    return;
  }
  hydrating = false;
  turns.clear();
  for (const done of afterAllTurns.splice(0)) done();
}

/** Starts taking turns unless it has. */
function takeTurns(): void {
  if (nextTask) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = takeTurn;
  nextTask = channel.port2;
  nextTask.postMessage(null);
}

/** The turn of the part named `name`, queued on its first call. */
function turnOf(name: string): Turn {
  const known = turns.get(name);
  if (known) return known;
  let start = () => {};
  const promise = new Promise<void>((resolve) => {
    start = resolve;
  });
  const turn: Turn = {
    promise,
    come: false,
    start: () => {
      turn.come = true;
      if (turn.waiter?.__v) turn.waiter.__v.__u &= ~MODE_HYDRATE;
      noteTypedFields();
      start();
    },
  };
  turns.set(name, turn);
  waiting.push(turn);
  takeTurns();
  return turn;
}

/**
 * Calls `done` once every part of the page has hydrated (at once if it has). Call it after the
 * render that hydrates the page, from an effect.
 */
export function whenHydrated(done: () => void): void {
  if (!hydrating) {
    done();
    return;
  }
  afterAllTurns.push(done);
  takeTurns();
}

/**
 * Hydrates every part still waiting as soon as the router starts to move to another page (before
 * the page it moves to renders). Call it once, in a component above every part.
 */
export function useHydrateAllBeforeNavigating(): void {
  const moving = useNavigation().state !== "idle";
  if (!moving || !hydrating) return;
  hydrating = false;
  for (const turn of waiting.splice(0)) turn.start();
}

/** Suspends, while the page hydrates, until the part's turn has come (`this`: Preact's instance). */
function WaitForTurn(this: unknown, { name, children }: { name: string; children: ReactNode }) {
  const turn = hydrating ? turnOf(name) : undefined;
  if (turn && !turn.come) {
    turn.waiter = this as Turn["waiter"];
    throw turn.promise;
  }
  return children;
}

/**
 * A part of the page that hydrates in a task of its own, after the page around it.
 *
 * @param name - unique on the page (the part's turn is found by it)
 * @param children - exactly one element (see the module's header)
 *
 * @example
 * ```tsx
 * <HydrateLater name="footer">
 *   <Footer />
 * </HydrateLater>
 * ```
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR || import.meta.env.DEV) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
