/**
 * Figure 6, the server-rendered storefront, on its production build (`lib/storefront-build.mjs`)
 * served by its production server in its own process (`lib/storefront-process.mjs`), all on
 * 127.0.0.1:
 * - the initial JavaScript (gzip) of the product page and of `/shop`, read from the build's
 *   manifest (`apps/storefront/test/support/initial-javascript.mjs`);
 * - against a store of 10 000 products (`lib/emulator-server.mjs`, its own process, client
 *   `bench-client`; on PostgreSQL when `DATABASE_URL` is set, as figure 5, else PGlite, which runs
 *   every query on the emulator's only thread): the product page's HTML holding name, price and
 *   picture, uncached and cached (`storefront-html.mjs`), then the server under load
 *   (`storefront-load.mjs`);
 * - against the demo store (`lib/demo-emulator.mjs`, as `npm start` runs it), in headless
 *   Chromium: the first product card of `/shop` on cold loads (`storefront-first-card.mjs`) and
 *   "Add to cart" → badge (`storefront-add-to-cart.mjs`).
 * Each part logs the machine's load average as it starts and keeps it in its results.
 */
import { join } from "node:path";
import { measureInitialJavaScript } from "../../apps/storefront/test/support/initial-javascript.mjs";
import { DEMO_CLIENT_ID, startDemoEmulator } from "../lib/demo-emulator.mjs";
import { startEmulator } from "../lib/emulator-server.mjs";
import { loadAverage } from "../lib/load-average.mjs";
import { storefrontBuild } from "../lib/storefront-build.mjs";
import { startStorefrontProcess } from "../lib/storefront-process.mjs";
import { measureAddToCart, productToAdd } from "./storefront-add-to-cart.mjs";
import { measureFirstProductCard } from "./storefront-first-card.mjs";
import { measureProductHtml } from "./storefront-html.mjs";
import { measureServerUnderLoad } from "./storefront-load.mjs";

/** How many products the HTML and load parts' store holds. */
const STORE_SIZE = 10_000;

/** Runs `measure` after logging `label` with the load average; resolves its result with that. */
async function part(log, label, measure) {
  const { loadAverage: average, note } = loadAverage();
  log(`storefront: ${label}; ${note}`);
  return { ...(await measure()), loadAverage: average };
}

/** The HTML and load parts, against a store of `STORE_SIZE` products. */
async function measureServer(buildDir, log, { freePort, loadSeconds }) {
  const backend = process.env.DATABASE_URL ? "postgres" : "pglite";
  log(`storefront: seeding a store of ${STORE_SIZE} products (${backend}, its own process)`);
  const emulator = await startEmulator({ size: STORE_SIZE, backend });
  let storefront;
  try {
    storefront = await startStorefrontProcess({
      buildDir,
      port: await freePort(),
      apiUrl: emulator.origin,
      clientId: emulator.clientId,
    });
    const productHtml = await part(log, "product page HTML, uncached and cached", () =>
      measureProductHtml({ emulator, storefront }),
    );
    const underLoad = await part(log, `server under load (${loadSeconds} s)`, () =>
      measureServerUnderLoad({ emulator, storefront, seconds: loadSeconds }),
    );
    return { productHtml, underLoad: { ...underLoad, products: STORE_SIZE, backend } };
  } finally {
    await storefront?.stop();
    await emulator.stop();
  }
}

/** The browser parts, against the demo store. */
async function measureInBrowser(buildDir, log, { freePort, launchChromium, loads, cardLoads }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const emulator = await startDemoEmulator(await freePort(), origin);
  let storefront;
  let browser;
  try {
    storefront = await startStorefrontProcess({
      buildDir,
      port,
      apiUrl: emulator.url,
      clientId: DEMO_CLIENT_ID,
    });
    browser = await launchChromium();
    const firstProductCard = await part(log, `${cardLoads} cold loads of /shop in Chromium`, () =>
      measureFirstProductCard(browser, origin, cardLoads),
    );
    const productUrl = `${origin}/product/${await productToAdd(emulator.url)}`;
    const addToCartBadge = await part(log, `${loads} Add to cart clicks, to the badge's new count`, () =>
      measureAddToCart(browser, productUrl, loads),
    );
    return { firstProductCard, addToCartBadge };
  } finally {
    await browser?.close();
    await storefront?.stop();
    await emulator.stop();
  }
}

/**
 * `{ initialJavaScript, productInitialJavaScript, productHtml, underLoad, firstProductCard,
 * addToCartBadge }` (see each part's file for its shape): `cardLoads` cold loads of each kind for
 * the first card, `loads` clicks for the badge, `loadSeconds` recorded under load.
 *
 * @example
 * const storefront = await measureStorefront({ log: console.error });
 */
export async function measureStorefront({
  loads = 5,
  cardLoads = 15,
  loadSeconds = 30,
  log = () => {},
} = {}) {
  // Imported here, once run.mjs has built the workspace.
  const { freePort, launchChromium } = await import("@vitrine/testkit");
  log("storefront: react-router build (production)");
  const buildDir = await storefrontBuild();
  const client = join(buildDir, "client");
  const productInitialJavaScript = measureInitialJavaScript(client, "src/app/routes/product.tsx");
  const initialJavaScript = measureInitialJavaScript(client, "src/app/routes/shop.tsx");
  const server = await measureServer(buildDir, log, { freePort, loadSeconds });
  const inBrowser = await measureInBrowser(buildDir, log, { freePort, launchChromium, loads, cardLoads });
  return { productInitialJavaScript, initialJavaScript, ...server, ...inBrowser };
}
