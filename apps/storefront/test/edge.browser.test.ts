/**
 * The server-rendered storefront's pages as search engines, shared caches and browsers meet them,
 * served by the production server over a listening emulator with the demo store (catalogue v1):
 * each page's HTML carries its title, canonical URL and JSON-LD with the properties schema.org
 * requires; catalogue pages answer shared-cacheable `Cache-Control` and set no cookie whatever
 * cookies the request carried, cart and account pages `private, no-store`; every page has the security headers, its inline scripts carry the
 * response's nonce and Chromium reports no Content-Security-Policy violation on them;
 * `/sitemap.xml`, its files and `/robots.txt` answer XML and text; the product's main picture is
 * preloaded at high priority and its pictures have a `srcset`, width and height. The merchant's
 * price change reaches the product page's and the shop's HTML within 2 s through the store's
 * signed webhooks, with no restart; with the API stopped, every cached catalogue page (home, shop,
 * collection, product) is still served.
 */

import {
  devWebhooks,
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  TEST_API_KEY,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { queryProducts, updateProduct } from "@vitrine/sdk/catalog";
import { freePort } from "@vitrine/testkit";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefrontServer } from "../server/storefront-server.mjs";
import { schemaProblems } from "./seo/schema-org.ts";
import { connectBrowser } from "./support/browser.ts";
import { storefrontBuild } from "./support/build-once.ts";

const CLIENT_ID = "vitrine-demo-client";
const SLUG = "photo-presets-pack";
const COLLECTION = "apparel";

/** The JSON-LD blocks of a page's HTML. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

describe("the storefront's pages for search engines, shared caches and browsers", () => {
  let emulator: ListeningTestApp;
  let server: { port: number; close(): Promise<void> };
  let origin: string;
  let browser: Browser;
  let stopped = false;

  beforeAll(async () => {
    const buildDir = await storefrontBuild();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    emulator = await listenTestApp(
      {
        siteId: "vitrine-demo-site",
        oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [origin] }],
        webhooks: fastWebhookSettings(),
      },
      { deliverWebhooks: true },
    );
    await seedDemoStore(emulator.db, emulator.baseUrl);
    const webhooks = devWebhooks(emulator.baseUrl, emulator.merchantHeaders);
    const { pem } = await webhooks.publicKey();
    server = await startStorefrontServer({
      buildDir,
      config: { apiUrl: emulator.baseUrl, clientId: CLIENT_ID, webhookPublicKey: pem },
      port,
      host: "127.0.0.1",
    });
    await webhooks.subscribe(`${origin}/webhooks`);
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (!stopped) {
      await server?.close();
      await emulator?.close();
    }
  });

  it("writes each catalogue page's head and complete JSON-LD into its HTML", async () => {
    const pages: Record<string, string[]> = {
      "/": ["Organization", "WebSite"],
      "/shop": ["ItemList", "BreadcrumbList"],
      [`/product/${SLUG}`]: ["Product", "BreadcrumbList"],
    };
    for (const [path, types] of Object.entries(pages)) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const blocks = jsonLdOf(html);
      for (const type of types)
        expect(
          blocks.map((b) => b["@type"]),
          path,
        ).toContain(type);
      for (const block of blocks) expect(schemaProblems(block), path).toEqual([]);
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    }
    const product = await (await fetch(`${origin}/product/${SLUG}`)).text();
    const head = product.slice(0, product.indexOf("</head>"));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/i);
    expect(product).toMatch(/<img[^>]*srcset="[^"]+ 240w[^>]*width="1000"[^>]*height="1000"/i);
  });

  it("shares catalogue pages with caches, keeps cart and account private, and secures every page", async () => {
    // Catalogue pages read no cookie and set none: shared-cacheable for every shopper, the same
    // with a visitor's or a member's cookies (their badge and name come from the browser).
    const publicValue = /^public, .*s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/;
    const cookies = [undefined, "vitrine_tokens=x; vitrine_cart=%7B%22made%22%3Atrue%7D; vitrine_member=y"];
    for (const path of [
      "/",
      "/shop",
      "/shop?sort=price-asc",
      `/collection/${COLLECTION}`,
      `/product/${SLUG}`,
    ])
      for (const cookie of cookies) {
        const response = await fetch(`${origin}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control") ?? "", path).toMatch(publicValue);
        expect(response.headers.has("set-cookie"), path).toBe(false);
        expect(await response.text(), path).not.toContain('data-testid="cart-count"');
      }
    for (const path of ["/cart", "/account", "/sign-in"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    for (const path of ["/", "/shop", `/product/${SLUG}`, "/cart", "/sign-in"]) {
      const response = await fetch(`${origin}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const script of inline) expect(script[1], path).toContain(`nonce="${nonce}"`);
    }
  });

  it("reports no Content-Security-Policy violation in Chromium on home, shop, product and cart", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/shop", `/product/${SLUG}`, "/cart"]) {
      await page.goto(`${origin}${path}`);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
    await page.close();
  });

  it("answers the sitemap index, its files and robots.txt", async () => {
    const index = await fetch(`${origin}/sitemap.xml`);
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(files).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/products-1.xml`]);
    const products = await (await fetch(`${origin}/sitemaps/products-1.xml`)).text();
    expect(products).toContain(`<loc>${origin}/product/${SLUG}</loc>`);
    expect((await fetch(`${origin}/sitemaps/products-2.xml`)).status).toBe(404);
    const robots = await fetch(`${origin}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("shows the merchant's new price in the product page's HTML within 2 s, and serves it with the API stopped", async () => {
    const url = `${origin}/product/${SLUG}`;
    const offerPrice = async () => {
      const product = jsonLdOf(await (await fetch(url)).text()).find((b) => b["@type"] === "Product");
      return (product?.offers as { price?: string } | undefined)?.price;
    };
    const before = await offerPrice();
    const admin = createClient({
      baseUrl: emulator.baseUrl,
      modules: { products: { queryProducts, updateProduct } },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: emulator.config.siteId }),
    });
    const [item] = (await admin.products.queryProducts().eq("slug", SLUG).find()).items;
    expect(before).not.toBe("321");
    // The shop's search for the product: a listing, cached and purged like the product.
    const searchHtml = async () =>
      (await fetch(`${origin}/shop?q=${encodeURIComponent("Photo Presets Pack")}`)).text();
    expect(await searchHtml()).not.toContain("$321.00");
    await admin.products.updateProduct(item?.id ?? "", { priceData: { price: 321 } });
    await expect.poll(offerPrice, { timeout: 2_000, interval: 25 }).toBe("321");
    await expect.poll(searchHtml, { timeout: 2_000, interval: 25 }).toContain("$321.00");
    // Every catalogue page read once more, so the cache holds it, then the API is stopped.
    const pages = ["/", "/shop", `/collection/${COLLECTION}`, `/product/${SLUG}`];
    for (const path of pages) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    stopped = true;
    await emulator.close();
    const cached = await fetch(url);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain('"price":"321"');
    for (const path of pages) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    await server.close();
  });
});
