/**
 * axe-core's WCAG 2.x A and AA rules run on a page in real Chromium, the one accessibility check
 * of every browser suite. axe is evaluated by the test through the DevTools protocol rather than
 * added as a script tag, so the page's Content Security Policy does not block it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every WCAG 2.x success criterion of level A and AA that axe-core checks. */
const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Which violations count: all of them, or only the serious and critical ones. */
export type AxeImpacts = "all" | "serious";

/** axe-core's findings on `page` as it is now: violations in full, other results as rule ids. */
export async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: Document, o: unknown): Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        },
      ),
    WCAG_A_AA,
  );
}

/**
 * The violations of `results` that count, one line each: rule, impact, what it asks for and the
 * selectors of the elements at fault.
 */
export function describeViolations(results: AxeResults, impacts: AxeImpacts): string[] {
  return results.violations
    .filter((v) => impacts === "all" || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" >> ")).join(", ")}`,
    );
}

/**
 * The axe-core violations on `page` that count, one line each; empty when it is accessible.
 *
 * @example
 * expect(await axeViolations(page, "serious"), "the cart page").toEqual([]);
 */
export async function axeViolations(page: Page, impacts: AxeImpacts = "all"): Promise<string[]> {
  return describeViolations(await runAxe(page), impacts);
}
