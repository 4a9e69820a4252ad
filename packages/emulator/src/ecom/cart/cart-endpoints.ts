/**
 * The calls on carts by id. Visitors and members see only their own carts
 * (another's is `CART_NOT_FOUND`, as an unknown id); merchants see every cart.
 * - `POST /ecom/v1/carts` `{lineItems, cartInfo?, couponCode?}` → `{cart}`: a new cart owned by the
 *   caller (nobody's for a merchant); it is not the caller's current cart. No lines:
 *   `CANT_CREATE_CART_WITHOUT_ITEMS`.
 * - `GET /ecom/v1/carts/{id}` → `{cart}`;
 * - `POST /ecom/v1/carts/{id}/add-to-cart` `{lineItems}` → `{cart}`.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { readId } from "../ecom-input.ts";
import { inEcomTransaction, readContext, writeInput } from "../ecom-transaction.ts";
import { canSee, ownerOf } from "../owner.ts";
import { cartNotFound } from "./cart-failures.ts";
import { withCartInfo } from "./cart-info.ts";
import { addLines } from "./cart-lines.ts";
import { insertCart, loadCart, saveCart } from "./cart-repository.ts";
import { viewCart } from "./cart-view.ts";
import { readLineAdditions } from "./line-item-input.ts";

function hasLines(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/** POST `/ecom/v1/carts`. */
export const createCart: Endpoint = {
  method: "POST",
  path: "/ecom/v1/carts",
  access: "read",
  handle(input: EndpointInput) {
    if (!hasLines(input.payload.lineItems))
      throw new ApplicationFailure(
        400,
        "CANT_CREATE_CART_WITHOUT_ITEMS",
        "A new cart needs at least one line item",
      );
    return inEcomTransaction(writeInput(input), async (write) => {
      const additions = await readLineAdditions(
        write.tx,
        write.context.catalogVersion,
        input.payload.lineItems,
      );
      const doc = withCartInfo({ lineItems: addLines([], additions) }, input.payload, input.config.shop);
      const row = await insertCart(write.tx, {
        id: randomUUID(),
        owner: ownerOf(input.principal),
        current: false,
        doc,
        now: write.context.now,
      });
      return { cart: (await viewCart(write.tx, row, write.context)).cart };
    });
  },
};

/** GET `/ecom/v1/carts/{id}`. */
export const getCart: Endpoint = {
  method: "GET",
  path: "/ecom/v1/carts/{id}",
  access: "read",
  async handle(input) {
    const id = readId(input.payload.id, "id");
    const row = await loadCart(input.db, id, false);
    if (!row || !canSee(input.principal, row)) throw cartNotFound(id);
    return { cart: (await viewCart(input.db, row, await readContext(input.db, input.config))).cart };
  },
};

/** POST `/ecom/v1/carts/{id}/add-to-cart`. */
export const addToCart: Endpoint = {
  method: "POST",
  path: "/ecom/v1/carts/{id}/add-to-cart",
  access: "read",
  handle(input) {
    const id = readId(input.payload.id, "id");
    return inEcomTransaction(writeInput(input), async (write) => {
      const row = await loadCart(write.tx, id, true);
      if (!row || !canSee(input.principal, row)) throw cartNotFound(id);
      const additions = await readLineAdditions(
        write.tx,
        write.context.catalogVersion,
        input.payload.lineItems,
      );
      const doc = { ...row.doc, lineItems: addLines(row.doc.lineItems, additions) };
      const saved = await saveCart(write.tx, row.id, doc, write.context.now);
      return { cart: (await viewCart(write.tx, saved, write.context)).cart };
    });
  },
};

/** The carts-by-id endpoints. */
export const cartEndpoints: readonly Endpoint[] = [createCart, getCart, addToCart];
