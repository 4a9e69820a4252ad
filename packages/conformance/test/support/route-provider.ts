/**
 * Routes the provider's published client to a local server: wraps `globalThis.fetch` so requests
 * to the provider's API hosts go to a local origin instead, and refuses every request that would
 * leave 127.0.0.1. Call the returned function to restore the original `fetch`.
 */

/** The provider's API hosts that are rewritten. */
export const PROVIDER_HOSTS = ["www.wixapis.com", "edge.wixapis.com"];

function targetOf(input: string | URL | Request): URL {
  return new URL(typeof input === "string" || input instanceof URL ? input : input.url);
}

/**
 * Sends the provider's API traffic to `origin` (an `http://127.0.0.1:<port>` origin) until the
 * returned `restore` is called.
 */
export function routeProviderTo(origin: string): () => void {
  const local = new URL(origin);
  if (local.hostname !== "127.0.0.1") throw new Error(`refusing to route to ${origin}: not 127.0.0.1`);
  const original = globalThis.fetch;
  const routed: typeof fetch = (input, init) => {
    const target = targetOf(input);
    if (PROVIDER_HOSTS.includes(target.hostname)) {
      target.protocol = local.protocol;
      target.host = local.host;
    }
    if (target.hostname !== "127.0.0.1") {
      return Promise.reject(new Error(`blocked a request to ${target.origin}: tests stay on 127.0.0.1`));
    }
    if (input instanceof Request) return original(new Request(target, input), init);
    return original(target, init);
  };
  globalThis.fetch = routed;
  return () => {
    globalThis.fetch = original;
  };
}
