/**
 * How figure 6 and the Lighthouse figure are reported: their budgets (as `run.mjs` checks them
 * with `--check`, the same as `bench/README.md`'s table) and the rows of their tables.
 */
import { CATEGORIES } from "./lighthouse-page.mjs";

const KB = 1024;
/**
 * Memory counts as flat when the server's largest resident size over the recorded window stays
 * within this of its first sample there, the bounded caches filled by the load before it.
 */
export const MEMORY_GROWTH_LIMIT = 1.5;

/**
 * Figure 6's budgets: `[label, value, limit, holds]` each.
 *
 * @example
 * for (const [label, value, limit, holds] of storefrontBudgets(storefront)) budget(label, value, limit, holds);
 */
export function storefrontBudgets(s) {
  const { productHtml: html, underLoad: load } = s;
  const recorded = load.memory?.recorded;
  const memoryGrowth = recorded ? recorded.maxBytes / recorded.firstBytes : Number.NaN;
  return [
    [
      "storefront: product page initial JS gzip ≤ 100 KB",
      s.productInitialJavaScript.gzip,
      100 * KB,
      (v, l) => v <= l,
    ],
    ["storefront: shop initial JS gzip ≤ 100 KB", s.initialJavaScript.gzip, 100 * KB, (v, l) => v <= l],
    [
      "storefront: product page HTML with name, price and picture, uncached, p50 ≤ 30 ms",
      html.uncached.ms.median,
      30,
      (v, l) => v <= l,
    ],
    [
      "storefront: product page HTML with name, price and picture, cached, p50 ≤ 5 ms",
      html.cached.ms.median,
      5,
      (v, l) => v <= l,
    ],
    [
      "storefront: first product card painted, median of cold loads ≤ 120 ms",
      s.firstProductCard.ms.median,
      120,
      (v, l) => v <= l,
    ],
    [
      "storefront: Add to cart click to badge count, median < 150 ms",
      s.addToCartBadge.ms.median,
      150,
      (v, l) => v < l,
    ],
    [
      `storefront: ${load.connections} connections on uncached product pages, p99 ≤ 100 ms`,
      load.p99,
      100,
      (v, l) => v <= l,
    ],
    ["storefront: under load, errors = 0", load.errors, 0, (v, l) => v === l],
    [
      `storefront: under load, caches full, server memory max ÷ first ≤ ${MEMORY_GROWTH_LIMIT}`,
      memoryGrowth,
      MEMORY_GROWTH_LIMIT,
      (v, l) => v <= l,
    ],
  ];
}

const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));
const ms = (s, digits = 0) => `${f(s.median, digits)} ms (${f(s.p25, digits)}–${f(s.p75, digits)})`;
const mb = (bytes) => `${f(bytes / 1024 / 1024, 1)} MB`;

/**
 * Figure 6's table: a header and rows of `[what, measured, budget]`.
 *
 * @example
 * printTable(storefrontRows(storefront));
 */
export function storefrontRows(s) {
  const { productHtml: html, underLoad: load, firstProductCard: card, addToCartBadge: add } = s;
  const kb = (bytes) => `${f(bytes / KB, 1)} KB`;
  const rows = [
    ["storefront (figure 6)", "measured", "budget"],
    [
      `/product initial JS, gzip (${s.productInitialJavaScript.files.length} files)`,
      kb(s.productInitialJavaScript.gzip),
      "≤ 100.0 KB",
    ],
    [
      `/shop initial JS, gzip (${s.initialJavaScript.files.length} files)`,
      kb(s.initialJavaScript.gzip),
      "≤ 100.0 KB",
    ],
    [
      `product HTML with name, price, picture, uncached (${html.products})`,
      ms(html.uncached.ms, 1),
      "p50 ≤ 30 ms",
    ],
    ["  … its first byte", ms(html.uncached.firstByte, 1), ""],
    ["  … server CPU per page", `${f(html.uncached.serverCpuMsPerPage, 1)} ms`, ""],
    [`product HTML, its data cached, the page rendered (${html.products})`, ms(html.dataCached.ms, 1), ""],
    ["  … server CPU per page", `${f(html.dataCached.serverCpuMsPerPage, 1)} ms`, ""],
    [
      `product HTML with name, price, picture, page cached (${html.products})`,
      ms(html.cached.ms, 1),
      "p50 ≤ 5 ms",
    ],
    ["  … its first byte", ms(html.cached.firstByte, 1), ""],
    ["  … server CPU per page", `${f(html.cached.serverCpuMsPerPage, 1)} ms`, ""],
    [`/shop first product card painted, ${card.loads} cold loads`, ms(card.ms), "≤ 120 ms"],
    ...Object.entries(card.breakdown).map(([label, spread]) => [
      `  … ${label}, since navigation`,
      ms(spread),
      "",
    ]),
    [`  the same, the tab's renderer started on the site first`, ms(card.rendererStarted.ms), ""],
    ...Object.entries(card.rendererStarted.breakdown).map(([label, spread]) => [
      `    … ${label}`,
      ms(spread),
      "",
    ]),
    [
      "  the same HTML served as it is by a bare server (the browser's part)",
      `${ms(card.sameHtmlAsIs.ms)}; storefront ÷ it ${f(card.ms.median / card.sameHtmlAsIs.ms.median, 2)}×`,
      "",
    ],
    ["  a page of one card's name from a bare server (any page's)", ms(card.oneCardPage.ms), ""],
    [`Add to cart → badge count, ${add.clicks} clicks`, ms(add.ms), "< 150 ms"],
    [
      `${load.connections} connections × ${load.seconds} s, uncached product pages, ${load.products} products (${load.backend}), ${load.workers} server workers`,
      `${f(load.pagesPerSecond)} pages/s, p50 ${f(load.p50, 1)} ms, p99 ${f(load.p99, 1)} ms, max ${f(load.max)} ms`,
      "p99 ≤ 100 ms",
    ],
    ["  … errors", `${load.errors} (statuses ${JSON.stringify(load.statuses)})`, "0"],
    [
      "  … server memory (RSS of the primary and its workers) first / last / max, from the load's first seconds",
      load.memory
        ? `${mb(load.memory.firstBytes)} / ${mb(load.memory.lastBytes)} / ${mb(load.memory.maxBytes)}`
        : "not sampled",
      "",
    ],
    [
      `  … the same over the recorded window, after ${load.warmUpPages} pages (each worker's caches fill at 32 MiB of pages, ~1 000, and 5 000 catalogue entries)`,
      load.memory
        ? `${mb(load.memory.recorded.firstBytes)} / ${mb(load.memory.lastBytes)} / ${mb(load.memory.recorded.maxBytes)}`
        : "not sampled",
      `max ≤ ${MEMORY_GROWTH_LIMIT}× first`,
    ],
  ];
  if (load.repeated > 0)
    rows.push(["  … pages requested a second time (catalogue ran out)", String(load.repeated), ""]);
  return rows;
}

/** The Lighthouse figure's budgets, per page: every score 100, LCP ≤ 1.2 s, FCP ≤ 1.0 s. */
export function lighthouseBudgets({ pages }) {
  const budgets = [];
  for (const [name, page] of Object.entries(pages)) {
    for (const category of CATEGORIES)
      budgets.push([`lighthouse ${name}: ${category} = 100`, page.scores[category], 100, (v, l) => v >= l]);
    budgets.push([`lighthouse ${name}: LCP ≤ 1.2 s`, page.lcpMs, 1200, (v, l) => v <= l]);
    budgets.push([`lighthouse ${name}: FCP ≤ 1.0 s`, page.fcpMs, 1000, (v, l) => v <= l]);
  }
  return budgets;
}

/** The Lighthouse table: per page its scores, LCP and FCP, then each failing audit. */
export function lighthouseRows({ pages }) {
  const rows = [["lighthouse (mobile, simulated throttling)", ...CATEGORIES, "LCP", "FCP"]];
  for (const [name, page] of Object.entries(pages)) {
    rows.push([
      `${name} (${new URL(page.url).pathname})`,
      ...CATEGORIES.map((c) => String(page.scores[c])),
      `${f(page.lcpMs)} ms`,
      `${f(page.fcpMs)} ms`,
    ]);
    for (const audit of page.failing) {
      const value = audit.displayValue ? `: ${audit.displayValue}` : "";
      rows.push([
        `  … ${audit.category}: ${audit.title}${value} (score ${f(audit.score, 2)})`,
        "",
        "",
        "",
        "",
        "",
        "",
      ]);
    }
  }
  return rows;
}
