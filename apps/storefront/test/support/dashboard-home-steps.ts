/**
 * The dashboard home's steps for browser tests: signing in at `/admin` with the demo store's key
 * lands on the home.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_API_KEY, DEMO_SITE_ID } from "./dashboard-steps.ts";

/**
 * Signs in to the dashboard of the storefront at `origin` and waits for its home.
 *
 * @example
 * ```ts
 * await signInToHome(page, running.storefront.origin);
 * ```
 */
export async function signInToHome(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("API key").fill(DEMO_API_KEY);
  await expect.poll(() => page.getByLabel("Site id").inputValue()).toBe(DEMO_SITE_ID);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
}
