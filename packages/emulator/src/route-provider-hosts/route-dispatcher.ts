/**
 * Routes the requests that reach the network through an undici dispatcher rather than the global
 * `fetch` function. Node's `fetch` and every copy of undici a framework bundles (Next.js's edge
 * sandbox, which runs middleware with a `fetch` of its own) send their requests through the
 * dispatcher stored at one process-wide symbol; wrapping that dispatcher sends the provider's
 * hosts to the emulator whichever `fetch` made the request.
 */
import { onEmulator } from "./provider-hosts.ts";

/** The process-wide slot where every undici copy (Node's own included) finds its dispatcher. */
export const GLOBAL_DISPATCHER = Symbol.for("undici.globalDispatcher.1");

/** The part of an undici dispatcher this module uses: `dispatch(options, handler)`. */
interface Dispatcher {
  dispatch(options: { origin?: string | URL; path: string }, handler: unknown): boolean;
}

type DispatcherSlot = { [GLOBAL_DISPATCHER]?: Dispatcher };

/**
 * Wraps the process's global undici dispatcher (Node's own, created here if no request has been
 * made yet) in one that sends requests for the provider's hosts to `origin`; returns the function
 * that puts the previous dispatcher back.
 *
 * @example
 * ```ts
 * const restore = await routeDispatcher("http://127.0.0.1:4000");
 * ```
 */
export async function routeDispatcher(origin: string): Promise<() => void> {
  const slot = globalThis as DispatcherSlot;
  // Node loads its undici, which installs the default dispatcher, on the first fetch.
  if (slot[GLOBAL_DISPATCHER] === undefined) await fetch("data:,");
  const original = slot[GLOBAL_DISPATCHER];
  if (original === undefined) throw new Error("this Node.js has no global undici dispatcher");
  const routed: Dispatcher = {
    dispatch(options, handler) {
      if (options.origin === undefined) return original.dispatch(options, handler);
      const target = onEmulator(`${new URL(String(options.origin)).origin}${options.path}`, origin);
      if (target === undefined) return original.dispatch(options, handler);
      const url = new URL(target);
      return original.dispatch(
        { ...options, origin: url.origin, path: `${url.pathname}${url.search}` },
        handler,
      );
    },
  };
  slot[GLOBAL_DISPATCHER] = new Proxy(original, {
    get: (target, key) => (key === "dispatch" ? routed.dispatch : Reflect.get(target, key, target)),
  });
  return () => {
    slot[GLOBAL_DISPATCHER] = original;
  };
}
