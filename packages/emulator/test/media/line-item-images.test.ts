/**
 * Cart and checkout line images carry the provider's pair, a media id and the full URL of the
 * picture: a catalogue v3 product's media named by id alone is stored with the URL the emulator
 * serves it at on the provider's media path (`{publicUrl}/media/{id}`), and one named by an
 * external URL gets an id of its own; both lines' pictures name them (a cart line's `image`, a
 * checkout line's `media`, as the provider names them), and the media path answers a PNG for the id. Catalogue v1 gallery items added by id already carry that URL.
 */
import { pngSize } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buyer, line, merchant } from "../ecom/support/shop-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const PUBLIC_URL = "http://shop.test:4000";
const EXTERNAL = "https://pictures.example.com/lamp.jpg";

const lamp = (media: object[]) => ({
  name: "Desk Lamp",
  productType: "PHYSICAL",
  physicalProperties: {},
  media: { itemsInfo: { items: media } },
  variantsInfo: { variants: [{ price: { actualPrice: { amount: "40" } }, inventoryItem: { quantity: 6 } }] },
});

describe(`line item images (${testBackend})`, () => {
  let t: TestApp;
  let visitor: string;
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG", publicUrl: PUBLIC_URL });
    visitor = await t.visitorToken();
  });
  afterEach(() => t.close());

  async function createLamp(media: object[]) {
    const created = await merchant<Loose>(t, "POST", "/stores/v3/products", {
      product: lamp(media),
      fields: ["MEDIA_ITEMS_INFO"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.product;
  }

  /** The picture of the first line of the visitor's cart (`image`) and of a checkout made from it (`media`). */
  async function lineImages(productId: string) {
    const added = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(productId, 1)],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const made = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const got = await buyer<Loose>(t, visitor, "GET", `/ecom/v1/checkouts/${made.body.checkoutId}`);
    const [checkoutLine] = got.body.checkout.lineItems;
    expect(checkoutLine).not.toHaveProperty("image");
    return { cart: added.body.cart.lineItems[0].image, checkout: checkoutLine.media };
  }

  it("serves a picture named by id on the provider's media path, with its full URL on the lines", async () => {
    const product = await createLamp([{ id: "linen-shirt", altText: "A lamp" }, { url: EXTERNAL }]);
    const url = `${PUBLIC_URL}/media/linen-shirt`;
    expect(product.media.main).toMatchObject({
      id: "linen-shirt",
      url,
      image: { id: "linen-shirt", url, width: 1000, height: 1000 },
    });
    const [, imported] = product.media.itemsInfo.items;
    expect(imported.id).toMatch(/^7a1d0e_[0-9a-f]{32}~mv2\.jpg$/);
    expect(imported).toMatchObject({ url: EXTERNAL, image: { id: imported.id, url: EXTERNAL } });

    const images = await lineImages(product.id);
    expect(images.cart).toMatchObject({ id: "linen-shirt", url, width: 1000, height: 1000 });
    expect(images.checkout).toEqual(images.cart);

    const picture = await t.inject({ method: "GET", url: new URL(url).pathname });
    expect([picture.statusCode, picture.headers["content-type"]]).toEqual([200, "image/png"]);
    expect(pngSize(new Uint8Array(picture.rawPayload))).toEqual({ width: 1000, height: 1000 });
  });

  it("names a picture given by external URL by an id of its own, the same for the same URL", async () => {
    const first = await createLamp([{ url: EXTERNAL }]);
    const second = await createLamp([{ url: EXTERNAL, altText: "Again" }]);
    expect(first.media.main.id).toBe(second.media.main.id);
    expect(first.media.main.id).not.toBe(EXTERNAL);
    const images = await lineImages(first.id);
    expect(images.cart).toMatchObject({ id: first.media.main.id, url: EXTERNAL });
    expect(images.checkout).toEqual(images.cart);
  });

  it("keeps a picture's URL across an update that leaves the media alone", async () => {
    const product = await createLamp([{ id: "linen-shirt" }]);
    const updated = await merchant<Loose>(t, "PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: product.revision, name: "Desk Lamp II" },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.product.media.main).toMatchObject({
      id: "linen-shirt",
      url: `${PUBLIC_URL}/media/linen-shirt`,
    });
  });

  it("refuses a media item with neither id nor URL, or with a URL that is not one", async () => {
    const bad = await merchant<Loose>(t, "POST", "/stores/v3/products", {
      product: lamp([{ altText: "nothing" }, { url: "not a url" }]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations.map((v: Loose) => v.field)).toEqual([
      "product.media.itemsInfo.items[0]",
      "product.media.itemsInfo.items[1].url",
    ]);
  });
});
