/**
 * One Lighthouse 12 run of one page (its CLI, `node_modules/lighthouse/cli/index.js`, in a process
 * of its own): Debian's Chromium (`CHROME_PATH=/usr/bin/chromium`, `--headless=new
 * --no-sandbox`), Lighthouse's default mobile preset with its simulated throttling, the
 * performance, accessibility, best-practices and SEO categories. The report is read back and
 * summed up: the four scores (0–100), largest and first contentful paint, and the audits that
 * fail; with `keepAs` the whole JSON report is kept there (its network requests, long tasks,
 * observed and simulated timings).
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../../node_modules/lighthouse/cli/index.js", import.meta.url));
/** The categories measured, by Lighthouse's ids. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Display modes of audits that neither pass nor fail. */
const UNSCORED = new Set(["informative", "notApplicable", "manual", "error"]);

/** Runs the CLI on `url` with the browser at `chromePath`, writing the JSON report to `output`. */
function runCli(url, output, chromePath) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        CLI,
        url,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        "--chrome-flags=--headless=new --no-sandbox",
        `--only-categories=${CATEGORIES.join(",")}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`lighthouse ${url} failed: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * The audits of the measured categories that do not pass (score below 0.9, Lighthouse's green),
 * each `{ id, category, title, score, displayValue }`, worst first.
 */
function failingAudits(report) {
  const failing = new Map();
  for (const category of CATEGORIES) {
    for (const { id } of report.categories[category].auditRefs) {
      const audit = report.audits[id];
      if (failing.has(id) || audit.score === null || UNSCORED.has(audit.scoreDisplayMode)) continue;
      if (audit.score >= 0.9) continue;
      failing.set(id, {
        id,
        category,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return [...failing.values()].sort((a, b) => a.score - b.score);
}

/**
 * `{ url, scores: { performance, accessibility, "best-practices", seo }, lcpMs, fcpMs, failing,
 * runtimeError? }` of one Lighthouse run of `url`; the JSON report is copied to `keepAs` if given.
 *
 * @example
 * const { scores, lcpMs } = await lighthousePage("http://127.0.0.1:5173/shop");
 */
export async function lighthousePage(url, { keepAs } = {}) {
  const folder = mkdtempSync(join(tmpdir(), "vitrine-bench-lighthouse-"));
  try {
    const output = join(folder, "report.json");
    // Imported here, once run.mjs has built the workspace.
    const { CHROMIUM_PATH } = await import("@vitrine/testkit");
    // On a loaded machine a run may time out waiting for the browser's protocol: tried once more.
    await runCli(url, output, CHROMIUM_PATH).catch(() => runCli(url, output, CHROMIUM_PATH));
    if (keepAs) copyFileSync(output, keepAs);
    const report = JSON.parse(readFileSync(output, "utf8"));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
    );
    return {
      url,
      scores,
      lcpMs: report.audits["largest-contentful-paint"].numericValue,
      fcpMs: report.audits["first-contentful-paint"].numericValue,
      failing: failingAudits(report),
      ...(report.runtimeError ? { runtimeError: report.runtimeError.message } : {}),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
