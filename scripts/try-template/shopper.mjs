// The shopper try-template.mjs drives in Chromium through a provider's store template: home,
// search, a collection and a product page (each rendered, its images loaded), add to cart, the
// cart's checkout, the emulator's hosted checkout paid with the test card, back to the store, and
// the cart empty. The provider's hosts are routed to the emulator in the browser context, as a
// store's own browser tests would (`routeProviderHostsInBrowser`).
import { routeProviderHostsInBrowser } from "@vitrine/emulator/testing";
import { chromium } from "playwright-core";

// generous: a page of many pictures (the v3 template's home has 183, each through Astro's image
// service) takes minutes on a loaded shared machine
const PAGE_TIMEOUT_MS = 600_000;

/** The images of the page: how many, how many loaded (naturalWidth > 0), which are broken. */
function images(page) {
  return page.evaluate(async () => {
    const all = [...document.images];
    for (const img of all) img.loading = "eager";
    await Promise.all(all.map((img) => img.decode().catch(() => undefined)));
    const loaded = all.filter((i) => i.complete && i.naturalWidth > 0);
    const broken = all.filter((i) => i.complete && i.naturalWidth === 0 && (i.currentSrc || i.src));
    return {
      total: all.length,
      loaded: loaded.length,
      broken: broken.map((i) => i.currentSrc || i.src).slice(0, 5),
    };
  });
}

/**
 * Shops in the store at `store` (the emulator at `emulator`) and resolves to what happened:
 * each page's status and images, the order number of the purchase, the failed responses seen.
 * Throws at the first step that cannot be done, with the pages so far in `error.pages`.
 */
export async function shop({ store, emulator, shots, product, search, log }) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const context = await browser.newContext();
  await routeProviderHostsInBrowser(context, emulator);
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const failures = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on("pageerror", (e) => failures.push(`pageerror ${e.message}`));
  const pages = {};

  async function visit(name, url) {
    const response = await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const img = await images(page);
    await page.screenshot({ path: `${shots}/${name}.png` });
    pages[name] = { url, status: response?.status(), images: img };
    log(name, url, "status", response?.status(), "images", JSON.stringify(img));
    if (response?.status() !== 200) throw new Error(`${name} answered ${response?.status()}`);
    if (img.loaded === 0 || img.broken.length > 0) throw new Error(`${name}: images not loaded`);
  }
  const links = (part) => page.$$eval(`a[href*='${part}']`, (as) => as.map((a) => a.getAttribute("href")));

  try {
    await visit("home", `${store}/`);
    await visit("search", `${store}/search?q=${encodeURIComponent(search)}`);
    const productLinks = await links("/product");
    const collection = (await links("/search/")).find((h) => !h.includes("hidden"));
    if (collection === undefined) throw new Error("no collection link on the search page");
    await visit("collection", new URL(collection, store).href);
    const productUrl = product ? `/product/${product}` : productLinks[0];
    if (productUrl === undefined) throw new Error("no product link on the search page");
    await visit("product", new URL(productUrl, store).href);

    await page
      .getByRole("button", { name: /add to cart/i })
      .first()
      .click();
    await page.waitForLoadState("networkidle").catch(() => undefined);
    // a template opens its cart on adding (Next.js) or leaves it to the header's button (Astro);
    // a toast over it (the Next.js template's welcome) is closed first
    const toast = page.getByRole("button", { name: /^(?!.*cart).*close/i }).first();
    if (await toast.isVisible().catch(() => false)) await toast.click();
    const checkout = page.getByRole("button", { name: /checkout/i }).first();
    const openCart = page.getByRole("button", { name: /open cart/i }).first();
    if (!(await checkout.isVisible())) await openCart.click();
    await Promise.all([page.waitForURL((u) => u.href.startsWith(emulator)), checkout.click()]);
    log("hosted checkout", page.url());

    const fill = (n, v) => page.locator(`input[name="${n}"]`).fill(v);
    await fill("email", "ada@example.com");
    await fill("firstName", "Ada");
    await fill("lastName", "Lovelace");
    await fill("addressLine", "1 Analytical St");
    await fill("city", "London");
    await fill("postalCode", "N1 1AA");
    await fill("country", "GB");
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("button", { name: "Place order" }).click(),
    ]);
    const thanks = (await page.textContent("body")).replace(/\s+/g, " ");
    const order = /order\D{0,20}(\d{5,})/i.exec(thanks)?.[1];
    await page.screenshot({ path: `${shots}/paid.png` });
    log("paid", order, thanks.slice(0, 160));
    if (order === undefined) throw new Error(`no order number after paying: ${thanks.slice(0, 200)}`);

    const back = page.getByRole("link", { name: /back to the store/i }).first();
    await Promise.all([page.waitForURL((u) => u.href.startsWith(store)), back.click()]);
    await page.waitForLoadState("networkidle").catch(() => undefined);
    if (await openCart.isVisible().catch(() => false)) await openCart.click();
    await page
      .getByText(/cart is empty|no items|empty cart/i)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${shots}/empty-cart.png` });
    log("back at", page.url(), "with an empty cart");
    return { pages, order, cartEmptyAfter: true, failedResponses: failures };
  } catch (error) {
    await page.screenshot({ path: `${shots}/stopped.png` }).catch(() => undefined);
    throw Object.assign(new Error(`shopper stopped at ${page.url()}: ${error.message}`), { pages, failures });
  } finally {
    await browser.close();
  }
}
