/**
 * Figure 6, first product card painted: cold loads of `/shop` in headless Chromium (a fresh
 * browser context each, nothing cached), in milliseconds since the navigation started, with where
 * the time goes: the HTML's first byte and end, the first card in the document and painted (the
 * card comes in the server's HTML; painted is the browser's Element Timing of its name), the entry
 * script received, and hydration reaching the card.
 *
 * Two kinds of load take turns. The budget's is a fresh context as it comes: its tab opens on
 * `about:blank`, whose renderer process then takes the site's page (a page sending
 * `Cross-Origin-Opener-Policy` would move to another process instead: the storefront's catalogue
 * pages send none), creating its frame and committing the navigation before it parses a byte.
 * Beside it, the same load with the tab's renderer started on the site first (`/robots.txt`), as
 * in a browser already on the site: the page's own cost. Both are reported; the budget is checked
 * on the first.
 *
 * Two baselines take the same turns, fresh contexts as the budget's: the HTML the server sent for
 * `/shop`, served as it is by a bare `node:http` server (what the browser spends on this page, the
 * storefront's server and scripts left out), and a document holding nothing but one card's name
 * (what the browser spends on any page). Their scripts do not run, so they are timed to the card's
 * paint only.
 */
import { createServer } from "node:http";
import { spread } from "../lib/stats.mjs";

/** A document with nothing but one product card's name, as the page marks its cards. */
const ONE_CARD_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One card</title></head>' +
  '<body><main id="main"><article data-testid="product-card"><h3>A card</h3></article></main></body></html>';

/**
 * Set up in the page before any of its scripts (`performance.now()`, since the navigation
 * started): once the first product card's name is in the document and rendered, it is marked for
 * the browser's Element Timing (`elementtiming`), whose entry gives the moment that text was
 * painted (the frame presented, not the frame begun: its style, layout and paint come between);
 * and when the card's link gets its click listener, which the framework adds as it hydrates the
 * card.
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
  new PerformanceObserver((list) => {
    const painted = list.getEntries().find((entry) => entry.identifier === "first-product-card");
    if (painted && window.__firstProductCardMs === undefined)
      window.__firstProductCardMs = painted.renderTime || painted.loadTime;
  }).observe({ type: "element", buffered: true });
  const observer = new MutationObserver(() => {
    const name = document.querySelector('[data-testid="product-card"] h3');
    if (!name?.checkVisibility()) return;
    observer.disconnect();
    name.setAttribute("elementtiming", "first-product-card");
    window.__cardInDocumentMs = performance.now();
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

/**
 * One cold load of `${origin}/shop` in a fresh context (no cache, no cookies): its breakdown, once
 * the page has hydrated (once its card has painted, with `scripted: false`). With `rendererStarted`,
 * the context's tab has first opened the site's `/robots.txt`, so the page's renderer process is
 * running before the navigation starts (as a browser that has been in use keeps one ready);
 * otherwise the navigation also waits for a renderer of its own and for its first frame and script
 * context to be set up.
 */
async function coldLoad(browser, origin, { rendererStarted = false, scripted = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    if (rendererStarted) await page.goto(`${origin}/robots.txt`);
    await page.addInitScript(watchFirstProductCard);
    await page.goto(`${origin}/shop`, { waitUntil: "commit" });
    await page.waitForFunction(
      (hydrates) =>
        window.__firstProductCardMs !== undefined && (!hydrates || window.__hydratedMs !== undefined),
      scripted,
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

/** `{ ms: spread, samples, breakdown: { [label]: spread }, breakdowns }` of some loads. */
function summary(breakdowns) {
  const samples = breakdowns.map((b) => b.card);
  const breakdown = Object.fromEntries(
    FIRST_CARD_MILESTONES.map(([label, key]) => [
      label,
      spread(breakdowns.map((b) => b[key]).filter(Number.isFinite)),
    ]),
  );
  return { ms: spread(samples), samples, breakdown, breakdowns };
}

/**
 * Serves `html` at `/shop` (and an empty `/robots.txt`) from a bare `node:http` server on
 * 127.0.0.1: `{ origin, close }`.
 */
function serveAsIs(html) {
  const body = Buffer.from(html);
  const server = createServer((request, response) => {
    const page = request.url === "/shop";
    response.writeHead(page ? 200 : 404, {
      "content-type": page ? "text/html; charset=utf-8" : "text/plain",
      "content-length": page ? body.length : 0,
    });
    response.end(page ? body : undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((closed) => server.close(closed)),
      }),
    );
  });
}

/**
 * `{ loads, warmUpLoads, ms, samples, breakdown, breakdowns, rendererStarted, sameHtmlAsIs,
 * oneCardPage }` (each of the last three `{ ms, samples, breakdown, breakdowns }`): one warm-up
 * load of each kind (not counted), then `loads` cold loads of each kind, taking turns: `${origin}/shop`
 * from a fresh context (the budget's figure); the same from a fresh context whose renderer was
 * started before the navigation; the HTML `${origin}/shop` sends a new visitor, served as it is by
 * a bare server; and a page of one card's name from such a server.
 *
 * @example
 * const card = await measureFirstProductCard(browser, origin);
 */
export async function measureFirstProductCard(browser, origin, loads = 5) {
  const html = await (await fetch(`${origin}/shop`)).text();
  const sameHtml = await serveAsIs(html);
  const oneCard = await serveAsIs(ONE_CARD_PAGE);
  try {
    const kinds = [
      () => coldLoad(browser, origin),
      () => coldLoad(browser, origin, { rendererStarted: true }),
      () => coldLoad(browser, sameHtml.origin, { scripted: false }),
      () => coldLoad(browser, oneCard.origin, { scripted: false }),
    ];
    for (const load of kinds) await load();
    const [cold, started, asIs, floor] = kinds.map(() => []);
    for (let i = 0; i < loads; i += 1) {
      cold.push(await kinds[0]());
      started.push(await kinds[1]());
      asIs.push(await kinds[2]());
      floor.push(await kinds[3]());
    }
    return {
      loads,
      warmUpLoads: 1,
      ...summary(cold),
      rendererStarted: summary(started),
      sameHtmlAsIs: summary(asIs),
      oneCardPage: summary(floor),
    };
  } finally {
    await sameHtml.close();
    await oneCard.close();
  }
}
