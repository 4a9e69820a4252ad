/**
 * The run's headless Chromium for browser tests (started by `storefront-global-setup.ts`), where
 * their screenshots go, and the page steps they share: waiting for hydration, holding it back.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { connectChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { inject } from "vitest";

/** Screenshots of the browser tests (git-ignored); look at them after a run. */
export const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

/** Phone and desktop viewports. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * A connection to the run's Chromium, with the screenshots folder ready. Pages opened through it
 * are its own; `close()` closes them and disconnects, leaving the browser to the other files.
 */
export function connectBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return connectChromium(inject("chromiumEndpoint"));
}

/**
 * How long a page's steps (a click, a wait for an element) may take: room for the whole suite's
 * load on 2 cores, while a step that cannot happen still fails well inside a test's 60 s.
 */
const STEP_TIMEOUT_MS = 20_000;

/**
 * A new page at a phone or desktop viewport; an uncaught error in it fails the test, and a step
 * waits at most {@link STEP_TIMEOUT_MS}.
 */
export async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

/**
 * Waits until the page has hydrated (`<html data-hydrated>`, set by the root route): from then on
 * the controls that work only through the page's script answer a click.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds back the page's modules (so it does not hydrate) until the returned function is called.
 * A module asked by a document the page has since left is let go quietly.
 */
export async function holdModules(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}
