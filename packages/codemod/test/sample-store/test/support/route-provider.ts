/**
 * Sends the provider's API hosts to a local emulator: wraps `globalThis.fetch` so requests to
 * `www.wixapis.com` go to the emulator's origin, as a store's hosts file or proxy would in a
 * test. The sample store keeps its production hosts; only the network under it changes.
 */

const PROVIDER_HOSTS = ["www.wixapis.com", "edge.wixapis.com"];

/** Routes the provider's hosts to `origin` until the returned function is called. */
export function routeProviderTo(origin: string): () => void {
  const local = new URL(origin);
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (PROVIDER_HOSTS.includes(target.hostname)) {
      target.protocol = local.protocol;
      target.host = local.host;
    }
    if (input instanceof Request) return original(new Request(target, input), init);
    return original(target, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}
