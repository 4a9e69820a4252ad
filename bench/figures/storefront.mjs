/**
 * Figure 6, storefront load: the shop page's and the product page's initial JavaScript (gzip) in a
 * production build (as `npm start` serves it: rendered with Preact through `preact/compat`, see
 * the storefront's Vite config), the time from navigation to the first product card on screen in
 * headless Chromium, over cold loads (a fresh browser context each, so nothing cached), and the
 * time from the "Add to cart" click on a product page to the header's cart badge showing the new
 * count (a new visitor each time), against the emulator with the demo store, all on 127.0.0.1. The emulator runs in its own process
 * (`vitrine-emulator start`, as `npm start` runs it); the build and `vite preview` run in this
 * one; Chromium in its own.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureInitialJavaScript } from "../../apps/storefront/test/support/initial-javascript.mjs";
import { spread } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const STOREFRONT = join(ROOT, "apps/storefront");
const CLIENT_ID = "vitrine-demo-client";

/**
 * Starts `vitrine-emulator start` with the demo store in memory on 127.0.0.1:`port` (its picture
 * URLs too); resolves with its URL and a stop once it listens.
 */
function startEmulator(port, allowedOrigin) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      "packages/emulator/bin/vitrine-emulator.js",
      "start",
      "--port",
      String(port),
      "--public-url",
      url,
      "--in-memory",
      "--seed",
      "demo",
      "--allow-origin",
      allowedOrigin,
    ],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let printed = "";
    child.once("exit", (code) => reject(new Error(`the emulator exited (${code}) before listening`)));
    child.stdout.on("data", (chunk) => {
      printed += chunk;
      if (/listening on /.test(printed)) resolve({ url, stop });
    });
  });
}

/** Builds the storefront for `apiUrl` into a temporary folder (Vite's JS API, production mode). */
async function buildStorefront(apiUrl) {
  const { build } = await import("vite");
  const outDir = mkdtempSync(join(tmpdir(), "vitrine-bench-storefront-"));
  const previous = {
    url: process.env.VITE_VITRINE_API_URL,
    client: process.env.VITE_VITRINE_CLIENT_ID,
    catalog: process.env.VITE_VITRINE_CATALOG,
  };
  process.env.VITE_VITRINE_API_URL = apiUrl;
  process.env.VITE_VITRINE_CLIENT_ID = CLIENT_ID;
  // Built as `npm start` builds it, for the demo store's catalogue v1.
  process.env.VITE_VITRINE_CATALOG = "v1";
  try {
    await build({
      root: STOREFRONT,
      mode: "production",
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [name, value] of [
      ["VITE_VITRINE_API_URL", previous.url],
      ["VITE_VITRINE_CLIENT_ID", previous.client],
      ["VITE_VITRINE_CATALOG", previous.catalog],
    ]) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return outDir;
}

/**
 * Set up in the page before any of its scripts, in milliseconds since the navigation started
 * (`performance.now()`): when the app first puts anything in `#root` (its entry has run), and,
 * once the first product card is in the document and rendered, the next animation frame (the one
 * that paints it).
 */
function watchFirstProductCard() {
  const observer = new MutationObserver(() => {
    if (window.__firstRenderMs === undefined && document.getElementById("root")?.firstChild) {
      window.__firstRenderMs = performance.now();
    }
    const card = document.querySelector('[data-testid="product-card"]');
    if (!card?.checkVisibility()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstProductCardMs = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Where a cold load's time went, read in the page from the Navigation and Resource Timing entries
 * (milliseconds since the navigation started; cross-origin entries give their start and end): the
 * HTML document's end, the entry script's and the shop route chunk's ends (every script's last
 * end too), the app's first render, the visitor token request's and the products query's start and end, and the first
 * card's frame.
 */
function readBreakdown() {
  const [navigation] = performance.getEntriesByType("navigation");
  const resources = performance.getEntriesByType("resource");
  const scripts = resources.filter((r) => r.name.endsWith(".js"));
  const find = (test) => resources.find((r) => test(r.name));
  const span = (r) =>
    r ? { start: r.startTime, end: r.responseEnd } : { start: Number.NaN, end: Number.NaN };
  const entry = document.querySelector('script[type="module"][src]')?.src;
  return {
    html: navigation.responseEnd,
    entryScript: span(find((name) => name === entry)).end,
    firstRender: window.__firstRenderMs,
    shopChunk: span(find((name) => /\/shop-page-[^/]*\.js$/.test(name))),
    lastScript: Math.max(...scripts.map((r) => r.responseEnd)),
    token: span(find((name) => name.includes("/oauth2/token"))),
    products: span(find((name) => name.includes("/products/query"))),
    card: window.__firstProductCardMs,
  };
}

/**
 * One cold load of `url` in a fresh context: milliseconds from navigation to the first card, and
 * the load's breakdown (`readBreakdown`).
 */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstProductCard);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__firstProductCardMs !== undefined, undefined, {
      timeout: 30_000,
    });
    return await page.evaluate(readBreakdown);
  } finally {
    await context.close();
  }
}

/** The breakdown's milestones, as the table shows them: label and how to read it from one load. */
const MILESTONES = [
  ["HTML document received", (b) => b.html],
  ["entry script received", (b) => b.entryScript],
  ["app's first render (entry run)", (b) => b.firstRender],
  ["shop route chunk requested", (b) => b.shopChunk.start],
  ["shop route chunk received", (b) => b.shopChunk.end],
  ["visitor token requested", (b) => b.token.start],
  ["visitor token received", (b) => b.token.end],
  ["products query sent", (b) => b.products.start],
  ["products received", (b) => b.products.end],
  ["first card painted", (b) => b.card],
];

/**
 * A demo product a new visitor can add to the cart at once: no options, in stock (read like the
 * storefront does, with a visitor token).
 */
async function productToAdd(apiUrl) {
  const token = await fetch(`${apiUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: CLIENT_ID, grantType: "anonymous" }),
  }).then((answer) => answer.json());
  const { products } = await fetch(`${apiUrl}/stores-reader/v1/products/query-platformized`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token.access_token },
    body: JSON.stringify({ query: { paging: { limit: 100 } } }),
  }).then((answer) => answer.json());
  const product = products.find(
    (p) =>
      (p.productOptions ?? []).length === 0 &&
      p.stock?.inStock !== false &&
      (!p.stock?.trackInventory || (p.stock?.quantity ?? 0) > 20),
  );
  if (!product) throw new Error("the demo store has no product without options in stock");
  return product.slug;
}

/**
 * One "Add to cart" in a fresh context (a new visitor, empty cart): loads the product page, then
 * clicks the button and resolves the milliseconds until the frame that paints the badge's count.
 */
async function addToCartOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const button = page.getByRole("button", { name: "Add to cart" });
    await button.waitFor();
    await page.waitForFunction(
      () =>
        !document.querySelector(".add-to-cart__button")?.disabled &&
        document.querySelector('[data-testid="cart-badge"]'),
    );
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            const count = document.querySelector('[data-testid="cart-count"]');
            if (!count?.textContent?.includes("1")) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          document.querySelector(".add-to-cart__button").click();
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * `{ initialJavaScript: { gzip, bytes, files }, productInitialJavaScript, firstProductCard: { loads,
 * warmUpLoads, ms: { median, p25, p75 }, samples, breakdown: { [milestone]: spread }, breakdowns },
 * addToCartBadge: { clicks, warmUpClicks, ms,
 * samples } }`. One load (one click) first warms the servers up (not counted), then `loads` cold
 * loads (and as many clicks).
 */
export async function measureStorefront({ loads = 5, log = () => {} } = {}) {
  // Imported here, once run.mjs has built the workspace.
  const { freePort, launchChromium } = await import("@vitrine/testkit");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log("storefront: starting the emulator with the demo store");
  const emulator = await startEmulator(await freePort(), origin);
  let outDir;
  let server;
  let browser;
  try {
    log("storefront: vite build");
    outDir = await buildStorefront(emulator.url);
    const initialJavaScript = measureInitialJavaScript(outDir, "src/pages/shop-page.tsx");
    const productInitialJavaScript = measureInitialJavaScript(outDir, "src/pages/product-page.tsx");
    const { preview } = await import("vite");
    server = await preview({
      root: STOREFRONT,
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port, strictPort: true, open: false },
    });
    browser = await launchChromium();
    log(`storefront: ${loads} cold loads of /shop in Chromium`);
    await coldLoad(browser, `${origin}/shop`);
    const breakdowns = [];
    for (let i = 0; i < loads; i++) breakdowns.push(await coldLoad(browser, `${origin}/shop`));
    const samples = breakdowns.map((b) => b.card);
    const breakdown = Object.fromEntries(
      MILESTONES.map(([label, read]) => [label, spread(breakdowns.map(read).filter(Number.isFinite))]),
    );
    const productUrl = `${origin}/product/${await productToAdd(emulator.url)}`;
    log(`storefront: ${loads} Add to cart clicks, to the badge's new count`);
    await addToCartOnce(browser, productUrl);
    const clicks = [];
    for (let i = 0; i < loads; i++) clicks.push(await addToCartOnce(browser, productUrl));
    return {
      initialJavaScript,
      productInitialJavaScript,
      firstProductCard: { loads, warmUpLoads: 1, ms: spread(samples), samples, breakdown, breakdowns },
      addToCartBadge: { clicks: loads, warmUpClicks: 1, ms: spread(clicks), samples: clicks },
    };
  } finally {
    await browser?.close();
    await server?.close();
    await emulator.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
}
