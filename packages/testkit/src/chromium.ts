/**
 * Debian's Chromium (`/usr/bin/chromium`) for the browser tests and the storefront benchmark,
 * driven by playwright-core (which downloads no browser of its own), headless, with no
 * background traffic: the flags an offline machine without a display needs.
 */
import { type Browser, type BrowserServer, chromium } from "playwright-core";

/** Where Debian's `chromium` package installs the browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Headless, no sandbox (containers), no GPU, and none of the browser's own network traffic. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Launches headless Chromium from {@link CHROMIUM_PATH}; close it when done.
 *
 * @example
 * ```ts
 * const browser = await launchChromium();
 * const page = await browser.newPage();
 * await browser.close();
 * ```
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/**
 * Launches headless Chromium from {@link CHROMIUM_PATH} as a server that test processes connect
 * to ({@link connectChromium}), so that one browser serves a whole run; close it when done.
 *
 * @example
 * ```ts
 * const server = await launchChromiumServer();
 * const browser = await connectChromium(server.wsEndpoint());
 * await browser.close(); // disconnects, closing this connection's pages
 * await server.close();
 * ```
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/**
 * Connects to a Chromium that {@link launchChromiumServer} started, at its WebSocket endpoint.
 * Closing the returned browser closes the contexts and pages opened through it and disconnects;
 * the server goes on.
 */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
