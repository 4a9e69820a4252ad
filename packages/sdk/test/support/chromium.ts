/**
 * Debian's Chromium for the browser tests, driven by playwright-core (which downloads no browser
 * of its own), with the flags this offline machine needs.
 */
import { type Browser, chromium } from "playwright-core";

/** Launches headless Chromium from `/usr/bin/chromium`; close it in `afterAll`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
