/**
 * The small catalogue every fuzz property starts from, made through the API:
 * a tee with options and variants (ribbon, brand, media), a plain mug, a
 * collection holding both; plus a registered member and a refresh token, so
 * valid payloads reach deep into each handler before a mutation breaks them.
 */
import type { TestApp } from "../../support/test-app.ts";

/** Ids the endpoint templates refer to. */
export interface FuzzFixture {
  teeId: string;
  mugId: string;
  variantId: string;
  mediaId: string;
  collectionId: string;
  collectionSlug: string;
  refreshToken: string;
  visitorToken: string;
  memberEmail: string;
}

async function merchantPost(t: TestApp, url: string, payload: Record<string, unknown>) {
  const response = await t.inject({ method: "POST", url, headers: t.merchantHeaders, payload });
  if (response.statusCode !== 200) throw new Error(`fixture ${url} failed: ${response.body}`);
  // biome-ignore lint/suspicious/noExplicitAny: the fixture reads ids off answers it just checked
  return response.json() as Record<string, any>;
}

/** Creates the fixture in the (freshly reset) test app. */
export async function createFuzzFixture(t: TestApp): Promise<FuzzFixture> {
  const { product: tee } = await merchantPost(t, "/stores/v1/products", {
    product: {
      name: "Tee",
      priceData: { price: 20 },
      weight: 0.3,
      ribbon: "New",
      brand: "Acme",
      manageVariants: true,
      productOptions: [
        { name: "Size", optionType: "drop_down", choices: [{ description: "S" }, { description: "M" }] },
        { name: "Color", optionType: "color", choices: [{ value: "#ff0000", description: "Red" }] },
      ],
    },
  });
  await merchantPost(t, `/stores/v1/products/${tee.id}/media`, {
    media: [{ url: "https://img.test/tee.jpg" }],
  });
  const { product: mug } = await merchantPost(t, "/stores/v1/products", {
    product: { name: "Mug", priceData: { price: 8 }, sku: "MUG" },
  });
  const { collection } = await merchantPost(t, "/stores/v1/collections", { collection: { name: "Summer" } });
  await merchantPost(t, `/stores/v1/collections/${collection.id}/productIds`, {
    productIds: [tee.id, mug.id],
  });
  const token = await t.inject({
    method: "POST",
    url: "/oauth2/token",
    payload: { clientId: t.config.oauthClients[0]?.clientId, grantType: "anonymous" },
  });
  const tokens = token.json() as { access_token: string; refresh_token: string };
  const read = await t.inject({
    method: "GET",
    url: `/stores-reader/v1/products/${tee.id}`,
    headers: t.merchantHeaders,
  });
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const doc = (read.json() as { product: Record<string, any> }).product;
  return {
    teeId: tee.id,
    mugId: mug.id,
    variantId: doc.variants?.[0]?.id ?? "00000000-0000-0000-0000-000000000000",
    mediaId: doc.media?.items?.[0]?.id ?? "m1",
    collectionId: collection.id,
    collectionSlug: collection.slug,
    refreshToken: tokens.refresh_token,
    visitorToken: tokens.access_token,
    memberEmail: "member@example.com",
  };
}
