/**
 * Figure 6, "Add to cart" click → badge: on a product page in headless Chromium, a new visitor
 * each time (fresh context, empty cart), the time from the click on the button (found by its role
 * and name) to the animation frame after the header's cart badge shows the new count (the
 * optimistic path), once the page has hydrated.
 */
import { DEMO_CLIENT_ID } from "../lib/demo-emulator.mjs";
import { spread } from "../lib/stats.mjs";

/**
 * A demo product a new visitor can add at once: no options, in stock (read as the storefront
 * reads it, with a visitor token).
 */
export async function productToAdd(apiUrl) {
  const token = await fetch(`${apiUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: "anonymous" }),
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
 * Set up before the page's scripts: remembers which elements got `click` or `submit` listeners,
 * so the figure waits until the framework has hydrated the button's form.
 */
function watchListeners() {
  const listening = new WeakSet();
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if ((type === "click" || type === "submit") && this instanceof Element) listening.add(this);
    return addEventListener.call(this, type, ...rest);
  };
  window.__listens = (element) => listening.has(element);
}

/** In the page: clicks `button`, resolves the milliseconds to the frame after the badge shows 1. */
function clickAndTimeBadge(button) {
  return new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const count = document.querySelector('[data-testid="cart-count"]');
      if (!count?.textContent?.includes("1")) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    button.click();
  });
}

/** One click in a fresh context: loads `url`, waits for hydration, clicks and times the badge. */
async function addToCartOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchListeners);
    await page.goto(url);
    const button = page.getByRole("button", { name: "Add to cart" });
    await button.waitFor();
    const handle = await button.elementHandle();
    await page.waitForFunction(
      (b) => !b.disabled && (window.__listens(b) || (b.form && window.__listens(b.form))),
      handle,
    );
    return await handle.evaluate(clickAndTimeBadge);
  } finally {
    await context.close();
  }
}

/**
 * `{ clicks, warmUpClicks, ms: spread, samples }`: one warm-up click (not counted), then `clicks`
 * clicks on `productUrl`.
 *
 * @example
 * const add = await measureAddToCart(browser, `${origin}/product/${await productToAdd(apiUrl)}`);
 */
export async function measureAddToCart(browser, productUrl, clicks = 5) {
  await addToCartOnce(browser, productUrl);
  const samples = [];
  for (let i = 0; i < clicks; i += 1) samples.push(await addToCartOnce(browser, productUrl));
  return { clicks, warmUpClicks: 1, ms: spread(samples), samples };
}
