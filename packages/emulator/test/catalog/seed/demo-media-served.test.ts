/**
 * The demo store's pictures are served by the app itself on the provider's media path: a seeded
 * product's image URL, read through the products API and fetched over a real socket, answers a
 * 1000×1000 PNG, and the same id with a size part answers that size.
 */

import { seedDemoStore } from "@vitrine/emulator/testing";
import { pngSize } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ListeningTestApp, listenTestApp } from "../../support/test-app.ts";

describe("the demo store's media URLs", () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
    await seedDemoStore(t.db, t.baseUrl);
  });
  afterEach(() => t.close());

  it("answer 200 image/png at the size the catalogue states, and at a requested size", async () => {
    const page = await t.inject({
      method: "POST",
      url: "/stores-reader/v1/products/query-platformized",
      headers: { authorization: await t.visitorToken() },
      payload: { query: { paging: { limit: 1 } } },
    });
    type Image = { url?: string; width?: number; height?: number };
    const main = (page.json() as { products: { media?: { mainMedia?: { id?: string; image?: Image } } }[] })
      .products[0]?.media?.mainMedia;
    expect(main?.image?.url).toBe(`${t.baseUrl}/media/${main?.id}`);
    const picture = await fetch(main?.image?.url ?? "");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: main?.image?.width, height: main?.image?.height });
    const scaled = await fetch(`${main?.image?.url}/v1/fill/w_240,h_160,al_c,q_80/file.png`);
    expect(pngSize(new Uint8Array(await scaled.arrayBuffer()))).toEqual({ width: 240, height: 160 });
  });
});
