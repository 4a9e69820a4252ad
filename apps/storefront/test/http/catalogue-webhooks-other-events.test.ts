/**
 * The webhook handler on catalogue events the SDK has no definition for (a collection's or a
 * category's change): a genuine delivery, signed with the store's key, purges the whole catalogue
 * cache; a genuine delivery about something else (an order) purges nothing. Deliveries are JWTs
 * signed with an RSA key made for the test, whose public key the handler verifies them with.
 */
import { createSign, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "../../src/http/catalogue-cache.ts";
import { catalogueWebhookHandler } from "../../src/http/catalogue-webhooks.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

/** A delivery of `eventType`, signed with the test's store key. */
function delivery(eventType: string): Request {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const data = JSON.stringify({ eventType, instanceId: "site-1", data: JSON.stringify({ entityId: "c1" }) });
  const unsigned = `${part({ alg: "RS256", typ: "JWT" })}.${part({ data, iat: now, exp: now + 60 })}`;
  const jwt = `${unsigned}.${createSign("RSA-SHA256").update(unsigned).sign(privateKey).toString("base64url")}`;
  return new Request("http://storefront.test/webhooks", { method: "POST", body: jwt });
}

/** A cache holding one entry of each kind. */
async function filledCache() {
  const cache = createCatalogueCache();
  for (const tag of ["collections", "listings", "product:p1"])
    await cache.read({ key: tag, tags: () => [tag], load: async () => tag });
  return cache;
}

describe("catalogue events without an SDK definition", () => {
  it("purges everything on a collection's or a category's change", async () => {
    for (const type of ["wix.stores.v1.collection_changed", "wix.categories.v1.category_updated"]) {
      const cache = await filledCache();
      const answer = await catalogueWebhookHandler({ publicKey, cache })(delivery(type));
      expect(answer.status, type).toBe(200);
      expect(cache.size, type).toBe(0);
    }
  });

  it("keeps the cache on a genuine delivery about something else", async () => {
    const cache = await filledCache();
    const answer = await catalogueWebhookHandler({ publicKey, cache })(delivery("wix.ecom.v1.order_created"));
    expect(answer.status).toBe(200);
    expect(cache.size).toBe(3);
  });
});
