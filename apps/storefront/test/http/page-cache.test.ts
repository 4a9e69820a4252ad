/**
 * The page cache on its own: pages kept by address (the query's order ignored), the nonce cut out
 * and put back new, the least recently served dropped to stay within the bytes, expiry with the
 * first read, purges by tag, and a page rendered while a purge came not kept.
 */
import { describe, expect, it } from "vitest";
import { bodyTemplate, fillBody, fillHeader, headerTemplate } from "../../src/http/nonce-template.ts";
import { type CachedPage, createPageCache, pageKey } from "../../src/http/page-cache.ts";

const NONCE = "rAnd0m+n0nce/of=";

function page(html: string): CachedPage {
  return {
    status: 200,
    headers: [["content-security-policy", headerTemplate(`script-src 'nonce-${NONCE}'`, NONCE)]],
    body: bodyTemplate(Buffer.from(html), NONCE),
  };
}

describe("the page cache", () => {
  it("keys a page by origin, path and its query's parameters in order", () => {
    expect(pageKey(new URL("http://shop.test/shop?sort=price&q=mug&q=cup"))).toBe(
      "http://shop.test/shop?q=mug&q=cup&sort=price",
    );
    expect(pageKey(new URL("http://shop.test/shop?"))).toBe("http://shop.test/shop");
    expect(pageKey(new URL("http://other.test/shop"))).not.toBe(pageKey(new URL("http://shop.test/shop")));
    expect(pageKey(new URL("http://shop.test/shop?q=a+b"))).toBe(
      pageKey(new URL("http://shop.test/shop?q=a%20b")),
    );
  });

  it("puts a new nonce wherever the old one was, in the body and the headers", () => {
    const kept = page(`<script nonce="${NONCE}">a</script><link nonce="${NONCE}">é`);
    expect(kept.body).toHaveLength(3);
    expect(fillBody(kept.body, "NEW").toString()).toBe('<script nonce="NEW">a</script><link nonce="NEW">é');
    expect(fillHeader(kept.headers[0]?.[1] ?? [], "NEW")).toBe("script-src 'nonce-NEW'");
    expect(fillBody(bodyTemplate(Buffer.from("no scripts"), NONCE), "NEW").toString()).toBe("no scripts");
  });

  it("drops the least recently served pages to stay within its bytes", () => {
    const pages = createPageCache({ maxBytes: 2_500 });
    const big = "x".repeat(1_000);
    const sources = { tags: ["listings"], expiresAt: Number.POSITIVE_INFINITY, since: 0 };
    expect(pages.store("a", page(big), sources)).toBe(true);
    expect(pages.store("b", page(big), sources)).toBe(true);
    expect(pages.get("a")).toBeDefined();
    expect(pages.store("c", page(big), sources)).toBe(true);
    expect(pages.get("b")).toBeUndefined();
    expect(pages.get("a")).toBeDefined();
    expect(pages.stats()).toMatchObject({ entries: 2, evictions: 1, hits: 2 });
    expect(pages.stats().bytes).toBeLessThanOrEqual(2_500);
    expect(pages.store("huge", page("x".repeat(3_000)), sources)).toBe(false);
  });

  it("lets a page expire with its first read, and purges it by tag", () => {
    let time = 1_000;
    const pages = createPageCache({ now: () => time });
    pages.store("product", page("p"), { tags: ["product:p1"], expiresAt: 2_000, since: 0 });
    pages.store("shop", page("s"), { tags: ["listings", "collections"], expiresAt: 5_000, since: 0 });
    expect(pages.store("old", page("o"), { tags: [], expiresAt: 1_000, since: 0 })).toBe(false);
    time = 2_000;
    expect(pages.get("product")).toBeUndefined();
    expect(pages.get("shop")).toBeDefined();
    pages.purge(["product:p2", "listings"]);
    expect(pages.get("shop")).toBeUndefined();
    expect(pages.stats()).toMatchObject({ entries: 0, bytes: 0, purged: 1 });
  });

  it("does not keep a page rendered while a purge came", () => {
    const pages = createPageCache();
    const since = pages.epoch;
    pages.purge(["product:other"]);
    expect(pages.store("p", page("p"), { tags: ["product:p1"], expiresAt: Date.now() + 60_000, since })).toBe(
      false,
    );
    pages.purgeAll();
    expect(pages.epoch).toBe(since + 2);
    expect(pages.stats().stores).toBe(0);
  });
});
