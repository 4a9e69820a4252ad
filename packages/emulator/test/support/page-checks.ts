/**
 * Checks of a page in real Chromium shared by the console's and the hosted
 * pages' browser tests: axe-core's WCAG 2.x A and AA rules (testkit's
 * `axeViolations`, every impact), and fitting a phone (375 px wide unless
 * told, 320 px for the smallest) without sideways scrolling (tables scroll in
 * their own box), accessible there too; and the page's script errors and CSP
 * violations.
 */
import { axeViolations } from "@vitrine/testkit";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Fails with every axe-core violation of `page` as it is. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
}

/** Fails when `page` scrolls sideways at `width` px, or is not accessible there; puts the desktop size back. */
export async function expectFitsPhone(page: Page, what: string, width = 375): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => !e.closest(".table-wrap table") && e.scrollWidth > e.clientWidth && e.clientWidth > 0)
      .filter((e) => getComputedStyle(e).overflowX === "visible")
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}`),
  );
  expect(overflowing, what).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBe(width);
  await expectAccessible(page, `${what} at ${width} px`);
  await page.setViewportSize({ width: 1200, height: 900 });
}

/**
 * Collects `page`'s script errors and Content Security Policy violations from now on. Other console
 * errors are left out: a refusal's own status (400, 402) is logged as a failed load.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy"))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}
