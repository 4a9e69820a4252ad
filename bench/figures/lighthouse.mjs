/**
 * The Lighthouse figure (`--only lighthouse`, slow: a Lighthouse run per page): the storefront's
 * production build served by its production server in its own process against the demo store (as
 * `npm start` runs them), on 127.0.0.1; Lighthouse 12's mobile preset with simulated throttling
 * (`lighthouse-page.mjs`) on the home page, the shop, one product page and the cart, one after
 * another, each logged with the machine's load average as it starts. With
 * `BENCH_LIGHTHOUSE_REPORTS=<folder>` each page's whole JSON report is kept there as
 * `<page>.json` (the LCP element, network requests and long tasks to read).
 */
import { join } from "node:path";
import { DEMO_CLIENT_ID, startDemoEmulator } from "../lib/demo-emulator.mjs";
import { loadAverage } from "../lib/load-average.mjs";
import { storefrontBuild } from "../lib/storefront-build.mjs";
import { startStorefrontProcess } from "../lib/storefront-process.mjs";
import { lighthousePage } from "./lighthouse-page.mjs";
import { productToAdd } from "./storefront-add-to-cart.mjs";

/**
 * `{ pages: { [name]: { url, scores, lcpMs, fcpMs, failing, loadAverage } } }` for the pages
 * `home`, `shop`, `product` (a demo product in stock) and `cart` (a new visitor's).
 *
 * @example
 * const { pages } = await measureLighthouse({ log: console.error });
 */
export async function measureLighthouse({ log = () => {} } = {}) {
  // Imported here, once run.mjs has built the workspace.
  const { freePort } = await import("@vitrine/testkit");
  log("lighthouse: react-router build (production)");
  const buildDir = await storefrontBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const emulator = await startDemoEmulator(await freePort(), origin);
  let storefront;
  try {
    storefront = await startStorefrontProcess({
      buildDir,
      port,
      apiUrl: emulator.url,
      clientId: DEMO_CLIENT_ID,
    });
    const paths = {
      home: "/",
      shop: "/shop",
      product: `/product/${await productToAdd(emulator.url)}`,
      cart: "/cart",
    };
    const pages = {};
    for (const [name, path] of Object.entries(paths)) {
      const { loadAverage: average, note } = loadAverage();
      log(`lighthouse: ${path}; ${note}`);
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
      const keepAs = reports ? join(reports, `${name}.json`) : undefined;
      pages[name] = { ...(await lighthousePage(`${origin}${path}`, { keepAs })), loadAverage: average };
    }
    return { pages };
  } finally {
    await storefront?.stop();
    await emulator.stop();
  }
}
