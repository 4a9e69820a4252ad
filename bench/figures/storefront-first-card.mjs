/**
 * Figure 6, first product card painted: cold loads of `/shop` in headless Chromium (a fresh
 * browser context each, nothing cached), in milliseconds since the navigation started, with where
 * the time goes: the HTML's first byte and end, the first card painted (the card comes in the
 * server's HTML), the entry script received, and hydration reaching the card.
 */
import { spread } from "../lib/stats.mjs";

/**
 * Set up in the page before any of its scripts (`performance.now()`, since the navigation
 * started): once the first product card is in the document and rendered, the next animation frame
 * (the one that paints it: no frame runs while a render-blocking stylesheet loads); and when the
 * card's link gets its click listener, which the framework adds as it hydrates the card.
 */
function watchFirstProductCard() {
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (
      type === "click" &&
      window.__hydratedMs === undefined &&
      this instanceof Element &&
      this.closest('[data-testid="product-card"]')
    )
      window.__hydratedMs = performance.now();
    return addEventListener.call(this, type, ...rest);
  };
  const observer = new MutationObserver(() => {
    const card = document.querySelector('[data-testid="product-card"]');
    if (!card?.checkVisibility()) return;
    observer.disconnect();
    window.__cardInDocumentMs = performance.now();
    requestAnimationFrame(() => {
      window.__firstProductCardMs = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Where the load's time went, read in the page from Navigation, Paint and Resource Timing. */
function readBreakdown() {
  const [navigation] = performance.getEntriesByType("navigation");
  const entry = performance
    .getEntriesByType("resource")
    .find((r) => /\/entry\.client-[^/]*\.js$/.test(r.name));
  const paint = (name) => performance.getEntriesByName(name, "paint")[0]?.startTime ?? Number.NaN;
  return {
    htmlFirstByte: navigation.responseStart,
    htmlEnd: navigation.responseEnd,
    cardInDocument: window.__cardInDocumentMs,
    firstContentfulPaint: paint("first-contentful-paint"),
    card: window.__firstProductCardMs,
    entryScript: entry ? entry.responseEnd : Number.NaN,
    hydrated: window.__hydratedMs ?? Number.NaN,
  };
}

/** One cold load of `url` in a fresh context: its breakdown, once the page has hydrated. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstProductCard);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      () => window.__firstProductCardMs !== undefined && window.__hydratedMs !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    return await page.evaluate(readBreakdown);
  } finally {
    await context.close();
  }
}

/** The breakdown's milestones as the table shows them: label and key. */
export const FIRST_CARD_MILESTONES = [
  ["HTML first byte", "htmlFirstByte"],
  ["first card in the document", "cardInDocument"],
  ["HTML end", "htmlEnd"],
  ["first contentful paint", "firstContentfulPaint"],
  ["first card painted", "card"],
  ["entry script received", "entryScript"],
  ["hydrated (the card's link listens)", "hydrated"],
];

/**
 * `{ loads, warmUpLoads, ms: spread, samples, breakdown: { [label]: spread }, breakdowns }`: one
 * warm-up load (not counted), then `loads` cold loads of `${origin}/shop`.
 *
 * @example
 * const card = await measureFirstProductCard(browser, origin);
 */
export async function measureFirstProductCard(browser, origin, loads = 5) {
  await coldLoad(browser, `${origin}/shop`);
  const breakdowns = [];
  for (let i = 0; i < loads; i += 1) breakdowns.push(await coldLoad(browser, `${origin}/shop`));
  const samples = breakdowns.map((b) => b.card);
  const breakdown = Object.fromEntries(
    FIRST_CARD_MILESTONES.map(([label, key]) => [
      label,
      spread(breakdowns.map((b) => b[key]).filter(Number.isFinite)),
    ]),
  );
  return { loads, warmUpLoads: 1, ms: spread(samples), samples, breakdown, breakdowns };
}
