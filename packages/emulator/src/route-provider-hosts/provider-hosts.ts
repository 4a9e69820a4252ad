/**
 * The provider's hosts a store written for its published client calls, and where each request
 * lands on the emulator: same path and query, the emulator's origin. The API host serves the REST
 * and OAuth calls, the edge host the calls some clients send there (site scripts, the same REST
 * paths), the media host the images the provider's media helpers build URLs for
 * (`https://static.wixstatic.com/media/{id}/…`). Every other host is left alone.
 */

/** The provider's hosts routed to the emulator. */
export const PROVIDER_HOSTS: readonly string[] = [
  "www.wixapis.com",
  "edge.wixapis.com",
  "static.wixstatic.com",
];

/** The emulator's URL when `VITRINE_EMULATOR_URL` is not set. */
export const DEFAULT_EMULATOR_URL = "http://localhost:4000";

/**
 * The emulator's origin from a configured URL (e.g. `VITRINE_EMULATOR_URL`); throws a clear
 * error for anything but an `http:`/`https:` URL, so a typo stops the process at start.
 *
 * @example
 * ```ts
 * emulatorOrigin("http://127.0.0.1:4000/"); // "http://127.0.0.1:4000"
 * ```
 */
export function emulatorOrigin(configured: string | undefined): string {
  const text = configured?.trim() || DEFAULT_EMULATOR_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`the emulator URL is not a URL: ${JSON.stringify(text)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`the emulator URL must be an http(s) URL, not ${JSON.stringify(text)}`);
  return url.origin;
}

/**
 * `url` moved onto the emulator at `origin` when it names one of {@link PROVIDER_HOSTS}
 * (path and query kept), otherwise `undefined`.
 *
 * @example
 * ```ts
 * onEmulator("https://www.wixapis.com/stores/v1/products/query?x=1", "http://127.0.0.1:4000");
 * // "http://127.0.0.1:4000/stores/v1/products/query?x=1"
 * onEmulator("https://example.com/", "http://127.0.0.1:4000"); // undefined
 * ```
 */
export function onEmulator(url: string, origin: string): string | undefined {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return undefined;
  }
  if (!PROVIDER_HOSTS.includes(target.hostname)) return undefined;
  return `${origin}${target.pathname}${target.search}`;
}
