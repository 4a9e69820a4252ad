/**
 * The demo store's pictures are served by the app itself: a seeded product's image URL, read
 * through the products API and fetched over a real socket, answers an SVG.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDemoStore } from "../../../src/catalog/seed/demo-store.ts";
import { type ListeningTestApp, listenTestApp } from "../../support/test-app.ts";

describe("the demo store's media URLs", () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
    await seedDemoStore(t.db, t.baseUrl);
  });
  afterEach(() => t.close());

  it("answer 200 image/svg+xml on the app's own origin", async () => {
    const page = await t.inject({
      method: "POST",
      url: "/stores-reader/v1/products/query-platformized",
      headers: { authorization: await t.visitorToken() },
      payload: { query: { paging: { limit: 1 } } },
    });
    const url = (page.json() as { products: { media?: { mainMedia?: { image?: { url?: string } } } }[] })
      .products[0]?.media?.mainMedia?.image?.url;
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/_media/.+\\.svg$`));
    const picture = await fetch(url ?? "");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
    expect(await picture.text()).toMatch(/^<svg/);
  });
});
