/**
 * `routeProviderHostsInBrowser()`: the browser half of running a store written for the provider's
 * published client against the emulator. In a Playwright browser context (or page), every request
 * to the provider's API, edge and media hosts is answered by the emulator (same path, query,
 * method, headers and body), so the store's client-side calls and its `<img>` tags of the
 * provider's media host reach the emulator; other hosts are left alone. Typed structurally, so
 * this entry needs no Playwright of its own.
 */
import { emulatorOrigin, onEmulator } from "../route-provider-hosts/provider-hosts.ts";

/** The part of a Playwright `Route` the routing uses. */
export interface ProviderHostRoute<Response> {
  request(): { url(): string };
  fetch(options: { url: string; maxRedirects: number }): Promise<Response>;
  fulfill(options: { response: Response }): Promise<void>;
  fallback(): Promise<void>;
}

/** The part of a Playwright `BrowserContext` or `Page` the routing uses. */
export interface RoutableBrowser<Response> {
  route(
    url: (url: URL) => boolean,
    handler: (route: ProviderHostRoute<Response>) => Promise<void>,
  ): Promise<unknown>;
}

/**
 * Routes the provider's hosts in `browser` (a Playwright `BrowserContext` or `Page`) to the
 * emulator at `emulatorUrl`. Redirects come back to the browser as they are, which follows them
 * itself. Resolves once the route is in place.
 *
 * @example
 * ```ts
 * const context = await browser.newContext();
 * await routeProviderHostsInBrowser(context, emulator.url);
 * const page = await context.newPage();
 * await page.goto("http://127.0.0.1:3000/"); // its images of static.wixstatic.com come from the emulator
 * ```
 */
export async function routeProviderHostsInBrowser<Response>(
  browser: RoutableBrowser<Response>,
  emulatorUrl: string,
): Promise<void> {
  const origin = emulatorOrigin(emulatorUrl);
  await browser.route(
    (url) => onEmulator(url.href, origin) !== undefined,
    async (route) => {
      const target = onEmulator(route.request().url(), origin);
      if (target === undefined) return route.fallback();
      const response = await route.fetch({ url: target, maxRedirects: 0 });
      return route.fulfill({ response });
    },
  );
}
