/**
 * Checks of a page in real Chromium shared by the console's and the hosted
 * pages' browser tests: axe-core's WCAG 2.x A and AA rules (axe injected from
 * `node_modules` through the DevTools protocol, which a page's CSP does not
 * govern), and fitting a phone (375 px wide unless told, 320 px for the
 * smallest) without sideways scrolling (tables scroll in their own box),
 * accessible there too; and the page's script errors and CSP violations.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Fails with every axe-core violation of `page` as it is. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(o: unknown): Promise<AxeResults> } }).axe.run({
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    AXE_TAGS,
  );
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(violations, what).toEqual([]);
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
