/**
 * Test helpers for carts, checkouts and orders: buyer calls with an access
 * token, merchant calls with the API key, a catalogue product with sizes and
 * tracked stock, a catalogue v3 product, and the stores app's catalogue reference.
 */
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { expect } from "vitest";
import type { CreatedProduct, JsonReply } from "../../catalog/writes/merchant-calls.ts";
import { createProduct, merchant } from "../../catalog/writes/merchant-calls.ts";
import { TEST_API_KEY, type TestApp } from "../../support/test-app.ts";

export { createProduct, merchant };

/** The body of an error reply (application error or validation error). */
export interface ErrorBody {
  message: string;
  details: {
    applicationError?: { code: string; description: string; data: Record<string, unknown> };
    validationError?: { fieldViolations: { field: string; violatedRule: string }[] };
  };
}

/** Sends a request with a visitor's or member's access token; `Body` is the reply body expected. */
export async function buyer<Body = Record<string, unknown>>(
  t: TestApp,
  token: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<JsonReply<Body>> {
  const response = await t.inject({
    method,
    url,
    headers: { authorization: token },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<Body>() };
}

/** A line item naming `productId` (and a choice of options or a variant). */
export function line(
  productId: string,
  quantity: number,
  options?: { options: Record<string, string> } | { variantId: string },
) {
  return {
    catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, ...(options ? { options } : {}) },
    quantity,
  };
}

/** The application error code of a reply. */
export function errorCode(reply: JsonReply<unknown>): string | undefined {
  return (reply.body as ErrorBody).details?.applicationError?.code;
}

/** The fields of a validation error reply. */
export function errorFields(reply: JsonReply<unknown>): string[] {
  return ((reply.body as ErrorBody).details?.validationError?.fieldViolations ?? []).map((v) => v.field);
}

/**
 * A tee in sizes S, M and L at 20.00 (L 24.00), 10 % off, tracked: S 0, M 5, L 2 in stock.
 */
export async function createTee(t: TestApp): Promise<CreatedProduct> {
  const tee = await createProduct(t, {
    name: "Linen Tee",
    priceData: { price: 20 },
    discount: { type: "PERCENT", value: 10 },
    manageVariants: true,
    weight: 0.2,
    stock: { trackInventory: true, quantity: 0 },
    productOptions: [
      {
        name: "Size",
        choices: [{ description: "S" }, { description: "M" }, { description: "L" }],
      },
    ],
  });
  const reply = await merchant(t, "PATCH", `/stores/v1/products/${tee.id}/variants`, {
    variants: [
      { choices: { Size: "S" }, stock: { quantity: 0 } },
      { choices: { Size: "M" }, stock: { quantity: 5 }, sku: "TEE-M" },
      { choices: { Size: "L" }, stock: { quantity: 2 }, price: 24 },
    ],
  });
  if (reply.status !== 200) throw new Error(`variants failed: ${JSON.stringify(reply.body)}`);
  const [row] = await t.db.query<{ doc: CreatedProduct }>("select doc from products where id = $1", [tee.id]);
  return row?.doc as CreatedProduct;
}

/** A catalogue v3 product the merchant created: its id and its variants, as the create call answered them. */
export interface CreatedV3Product {
  productId: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answered variants by path
  variants: Record<string, any>[];
  /** The first variant's id. */
  variantId: string;
}

/** Creates `product` on the v3 store of `t` through the merchant API (failing the test on a refusal). */
export async function createV3Product(t: TestApp, product: object): Promise<CreatedV3Product> {
  // biome-ignore lint/suspicious/noExplicitAny: the create call's answer, read by path
  const created = await merchant<Record<string, any>>(t, "POST", "/stores/v3/products", { product });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const variants = created.body.product.variantsInfo.variants;
  return { productId: created.body.product.id, variants, variantId: variants[0].id };
}

/** The stock of a product's variant, by its choices. */
export async function variantStock(t: TestApp, productId: string, choices: Record<string, string>) {
  const [row] = await t.db.query<{ doc: CreatedProduct }>("select doc from products where id = $1", [
    productId,
  ]);
  const variant = row?.doc.variants.find((v) => JSON.stringify(v.choices) === JSON.stringify(choices));
  return variant?.stock;
}

/** An access token of a new member (the provider's authorized-client grant, with the test API key). */
export async function memberToken(t: TestApp, memberId: string): Promise<string> {
  await t.db.query(
    `insert into identities (id, email, status) values ($1, $2, 'ACTIVE') on conflict (id) do nothing`,
    [memberId, `${memberId}@example.com`],
  );
  const response = await t.inject({
    method: "POST",
    url: "/oauth2/token",
    headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
    payload: { grant_type: "authorized_client", scope: "offline_access", member_id: memberId },
  });
  if (response.statusCode !== 200) throw new Error(`member token failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/** The visitor id an access token names (its `sub` claim). */
export function tokenSubject(token: string): string {
  const payload = token.split(".")[1] ?? "";
  return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub: string }).sub;
}
