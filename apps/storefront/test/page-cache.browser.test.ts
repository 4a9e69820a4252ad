/**
 * The server's page cache of catalogue pages, on the production build and its server against a
 * listening emulator that delivers the store's signed webhooks: a page asked again is answered
 * from the cache (the server's counters, and the emulator's request log showing no store call),
 * with a new nonce in the policy and in every `nonce` attribute, and Chromium runs its scripts
 * under that policy; the merchant's new price shows within 2 s; personal pages, a member's
 * requests, form posts and a 404 are never kept; a small bound holds however many pages come.
 */
import { createVitrineClient, type ShopProduct, shopProductFromV1 } from "@vitrine/react";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD_FIELDS } from "../src/components/product/add-to-cart-fields.ts";
import { connectBrowser, hydrated, openPage } from "./support/browser.ts";
import { setProductPrice } from "./support/demo-store.ts";
import { htmlEscaped } from "./support/html-text.ts";
import { type StorefrontUnderTest, startStorefront } from "./support/storefront-under-test.ts";

let storefront: StorefrontUnderTest;
let browser: Browser;
let products: ShopProduct[];

/** The demo store's products, as the shop reads them. */
async function demoProducts(baseUrl: string): Promise<ShopProduct[]> {
  const client = createVitrineClient({ baseUrl, clientId: "vitrine-demo-client" });
  const page = await client.products.queryProducts().limit(50).find();
  return page.items.map(shopProductFromV1);
}

beforeAll(async () => {
  storefront = await startStorefront();
  browser = await connectBrowser();
  products = await demoProducts(storefront.emulator.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
});

/** The nonce of a response's policy. */
function policyNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  if (!nonce) throw new Error("the page has no nonce in its policy");
  return nonce;
}

/** Every `nonce` attribute's value in `html`. */
function nonceAttributes(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1] ?? "");
}

/** The sequence number of the last request the emulator logged. */
async function storeRequestCount(): Promise<number> {
  const log = (await (await fetch(`${storefront.emulator.baseUrl}/_dev/requests?after=0`)).json()) as {
    last: number;
  };
  return log.last;
}

describe("the page cache", () => {
  it("answers a catalogue page asked again without rendering it or asking the store", async () => {
    const [product] = products;
    if (!product) throw new Error("no demo product");
    const url = `${storefront.origin}/product/${product.slug}?b=2&a=1`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const kept = storefront.pageCache();
    expect(kept.stores).toBeGreaterThan(0);

    const logged = await storeRequestCount();
    // The same page, its query in another order.
    const again = await fetch(`${storefront.origin}/product/${product.slug}?a=1&b=2`);
    expect(again.status).toBe(200);
    const html = await again.text();
    const after = storefront.pageCache();
    expect({ hits: after.hits - kept.hits, stores: after.stores - kept.stores }).toEqual({
      hits: 1,
      stores: 0,
    });
    // The store answered nothing since (its request log does not log its own reads).
    expect(await storeRequestCount()).toBe(logged);
    expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(html.replaceAll(policyNonce(again), "N")).toBe(firstHtml.replaceAll(policyNonce(first), "N"));
  });

  it("gives every answer a nonce of its own, in its policy and every nonce attribute", async () => {
    const path = "/shop?sort=price-asc";
    await fetch(`${storefront.origin}${path}`);
    const hits = storefront.pageCache().hits;
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${storefront.origin}${path}`)));
    expect(storefront.pageCache().hits).toBe(hits + 3);
    const nonces = new Set<string>();
    for (const answer of answers) {
      const nonce = policyNonce(answer);
      const attributes = nonceAttributes(await answer.text());
      expect(attributes.length).toBeGreaterThan(1);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);

    // Chromium runs the kept page's scripts under its policy: it hydrates, nothing is refused.
    const page = await openPage(browser, "desktop");
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${storefront.origin}${path}`);
    expect(storefront.pageCache().hits).toBe(hits + 4);
    // The sort applies on change once the page has hydrated.
    await hydrated(page);
    await page.getByLabel("Sort by").selectOption("name-asc");
    await page.waitForURL(/sort=name-asc/);
    expect(refused).toEqual([]);
    await page.close();
  });

  it("shows the merchant's new price within 2 s of the change", async () => {
    const product = products[1];
    if (!product) throw new Error("no second demo product");
    const url = `${storefront.origin}/product/${product.slug}`;
    await fetch(url);
    const hits = storefront.pageCache().hits;
    expect(await (await fetch(url)).text()).not.toContain("987.65");
    expect(storefront.pageCache().hits).toBe(hits + 1);

    const changed = Date.now();
    await setProductPrice(storefront.emulator.baseUrl, product.id, 987.65);
    await expect
      .poll(async () => (await (await fetch(url)).text()).includes("987.65"), {
        timeout: 2_000,
        interval: 20,
      })
      .toBe(true);
    expect(Date.now() - changed).toBeLessThan(2_000);
    // Kept again once rendered with the new price.
    const hitsNow = storefront.pageCache().hits;
    expect(await (await fetch(url)).text()).toContain("987.65");
    expect(storefront.pageCache().hits).toBe(hitsNow + 1);
  });

  it("never keeps a personal page, a member's request, a form post or a 404", async () => {
    const product = products.find((p) => p.options.length === 0 && p.stock.inStock);
    if (!product) throw new Error("the demo store has no product without options in stock");
    const productUrl = `${storefront.origin}/product/${product.slug}`;
    await fetch(productUrl);
    const before = storefront.pageCache();

    const added = await fetch(productUrl, {
      method: "POST",
      body: new URLSearchParams({ [ADD_FIELDS.quantity]: "1" }),
      redirect: "manual",
    });
    expect(added.status).toBe(303);
    const cookie = added.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    for (let i = 0; i < 2; i++) {
      const cart = await fetch(`${storefront.origin}/cart`, { headers: { cookie } });
      expect(cart.status).toBe(200);
      expect(await cart.text()).toContain(htmlEscaped(product.name ?? ""));
      expect(cart.headers.get("cache-control")).toBe("private, no-store");
      expect((await fetch(`${storefront.origin}/account`, { headers: { cookie } })).status).toBe(200);
      expect((await fetch(`${storefront.origin}/product/no-such-product-here`)).status).toBe(404);
      // A member's request of a kept page is rendered, and keeps nothing.
      const member = await fetch(productUrl, { headers: { cookie: `${cookie}; vitrine_member=m1` } });
      expect(member.status).toBe(200);
    }
    const after = storefront.pageCache();
    expect({ hits: after.hits, stores: after.stores, entries: after.entries }).toEqual({
      hits: before.hits,
      stores: before.stores,
      entries: before.entries,
    });
  });
});

describe("the page cache's bound", () => {
  let small: StorefrontUnderTest;
  const maxBytes = 120_000;

  beforeAll(async () => {
    small = await startStorefront({ pageCacheBytes: maxBytes });
  });
  afterAll(() => small?.stop());

  it("stays within its bytes, keeping the pages served last", async () => {
    for (const product of products) {
      const answer = await fetch(`${small.origin}/product/${product.slug}`);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      expect(small.pageCache().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const full = small.pageCache();
    expect(full.stores).toBe(products.length);
    expect(full.evictions).toBeGreaterThan(0);
    expect(full.entries).toBe(products.length - full.evictions);
    expect(full.bytes).toBeGreaterThan(maxBytes / 2);

    const last = products.at(-1);
    const first = products[0];
    if (!last || !first) throw new Error("no demo products");
    await (await fetch(`${small.origin}/product/${last.slug}`)).arrayBuffer();
    expect(small.pageCache().hits).toBe(full.hits + 1);
    await (await fetch(`${small.origin}/product/${first.slug}`)).arrayBuffer();
    expect(small.pageCache()).toMatchObject({ hits: full.hits + 1, stores: full.stores + 1 });
    expect(small.pageCache().bytes).toBeLessThanOrEqual(maxBytes);
  });
});
