/**
 * Routes the global `fetch` (the one the provider's client and most server frameworks call) so
 * requests to the provider's hosts go to the emulator instead; other requests pass through as
 * they were.
 */
import { onEmulator } from "./provider-hosts.ts";

/** The URL a `fetch` call names, whatever form its first argument takes. */
function urlOf(input: string | URL | Request): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Replaces `globalThis.fetch` with one that sends the provider's hosts to `origin` (an emulator
 * origin such as `http://127.0.0.1:4000`); returns the function that puts the previous `fetch`
 * back.
 *
 * @example
 * ```ts
 * const restore = routeFetch("http://127.0.0.1:4000");
 * await fetch("https://www.wixapis.com/stores/v1/products/query", { method: "POST", body: "{}" });
 * restore();
 * ```
 */
export function routeFetch(origin: string): () => void {
  const original = globalThis.fetch;
  const routed: typeof fetch = (input, init) => {
    const target = onEmulator(urlOf(input), origin);
    if (target === undefined) return original(input, init);
    if (input instanceof Request) return original(new Request(target, input), init);
    return original(target, init);
  };
  globalThis.fetch = routed;
  return () => {
    globalThis.fetch = original;
  };
}
