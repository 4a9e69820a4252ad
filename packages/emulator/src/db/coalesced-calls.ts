/**
 * Coalesced calls: concurrent calls of one operation that the database can
 * serve in one statement go out together. The first call runs at once, alone;
 * calls made while a run is in flight wait for it and then go out as the next
 * run, all in one statement (up to `maxBatch`). Nothing waits on a timer, so a
 * lone call pays nothing, and under load each statement, round trip and commit
 * serves as many calls as arrived during the previous one. Every call is
 * answered only once its run has finished (for a write: committed). The
 * queues of an app live in its `CoalescedCalls`, made by `createApp`.
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "./database.ts";

/** Serves a batch: one answer per input, in the inputs' order. */
export type BatchRun<In, Out> = (inputs: readonly In[]) => Promise<readonly Out[]>;

interface Waiting<In, Out> {
  readonly input: In;
  readonly resolve: (output: Out) => void;
  readonly reject: (reason: unknown) => void;
}

/** How many calls one run serves at most, by default. */
const MAX_BATCH = 64;

/**
 * A function that serves each call through `run`, coalescing concurrent calls. When a run
 * fails, every call it served fails with its error.
 *
 * @example
 * ```ts
 * const findCart = coalescedCalls((ids: readonly string[]) => readCarts(db, ids));
 * const [a, b] = await Promise.all([findCart("c1"), findCart("c2")]); // one statement
 * ```
 */
export function coalescedCalls<In, Out>(
  run: BatchRun<In, Out>,
  maxBatch = MAX_BATCH,
): (input: In) => Promise<Out> {
  let waiting: Waiting<In, Out>[] = [];
  let inFlight = false;

  const runNext = (): void => {
    if (inFlight || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    inFlight = true;
    // The next run may start as soon as this one has answered, before its callers go on.
    const finished = () => {
      inFlight = false;
      runNext();
    };
    Promise.resolve()
      .then(() => run(batch.map((call) => call.input)))
      .then(
        (outputs) => {
          finished();
          for (const [index, call] of batch.entries()) call.resolve(outputs[index] as Out);
        },
        (reason: unknown) => {
          finished();
          for (const call of batch) call.reject(reason);
        },
      );
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      runNext();
    });
}

/**
 * One batched operation of an app: it serves every input of a batch through the app's database
 * and configuration, one answer per input in the inputs' order.
 */
export type AppBatchRun<In, Out> = (
  db: Database,
  config: EmulatorConfig,
  inputs: readonly In[],
) => Promise<readonly Out[]>;

/**
 * The coalesced calls of one app instance: `createApp` makes one, endpoints reach it through
 * their input, and its queues go with the app. Calls of the same operation coalesce
 * ({@link coalescedCalls}); calls of different operations never do.
 *
 * @example
 * ```ts
 * const coalesced = new CoalescedCalls(db, config);
 * const [a, b] = await Promise.all([coalesced.call(readCarts, "c1"), coalesced.call(readCarts, "c2")]);
 * ```
 */
export class CoalescedCalls {
  readonly #db: Database;
  readonly #config: EmulatorConfig;
  readonly #queues = new Map<AppBatchRun<never, unknown>, (input: never) => Promise<unknown>>();

  constructor(db: Database, config: EmulatorConfig) {
    this.#db = db;
    this.#config = config;
  }

  /** Serves `input` through `run`, in one batch with the calls of `run` made meanwhile. */
  call<In, Out>(run: AppBatchRun<In, Out>, input: In): Promise<Out> {
    let queue = this.#queues.get(run as AppBatchRun<never, unknown>) as
      | ((input: In) => Promise<Out>)
      | undefined;
    if (!queue) {
      queue = coalescedCalls((inputs: readonly In[]) => run(this.#db, this.#config, inputs));
      this.#queues.set(run as AppBatchRun<never, unknown>, queue as (input: never) => Promise<unknown>);
    }
    return queue(input);
  }
}
