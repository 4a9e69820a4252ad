/**
 * The lifecycle most storefront browser tests share: the built storefront with its emulator, and
 * Chromium, started before a file's tests and stopped after them.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { connectBrowser } from "./browser.ts";
import {
  type StorefrontOptions,
  type StorefrontUnderTest,
  startStorefront,
} from "./storefront-under-test.ts";

/** What a test file reads, from its tests, once `beforeAll` has run. */
export interface RunningStorefront {
  storefront: StorefrontUnderTest;
  browser: Browser;
}

/**
 * Registers the file's `beforeAll` / `afterAll` that start and stop the storefront and Chromium.
 *
 * @example
 * ```ts
 * const running = storefrontInChromium();
 * it("shows the shop", async () => {
 *   const page = await openPage(running.browser, "desktop");
 *   await page.goto(`${running.storefront.origin}/shop`);
 * });
 * ```
 */
export function storefrontInChromium(options?: StorefrontOptions): RunningStorefront {
  const running = {} as RunningStorefront;
  beforeAll(async () => {
    running.storefront = await startStorefront(options);
    running.browser = await connectBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.storefront?.stop();
  });
  return running;
}
