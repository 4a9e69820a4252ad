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
import { contextOf, inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import { canSee, ownerOf } from "../owner.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import { addToCart } from "./add-to-cart.ts";
import { cartNotFound } from "./cart-failures.ts";
import { withCartInfo } from "./cart-info.ts";
import { addLines } from "./cart-lines.ts";
import { insertCart } from "./cart-repository.ts";
import { serveCart } from "./cart-view.ts";
import { loadCartWithCatalog } from "./cart-with-catalog.ts";
import { namedProductIds, readLineRequests, resolveLineAdditions } from "./line-item-input.ts";

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
    const requests = readLineRequests(input.payload.lineItems);
    return inEcomTransaction(writeInput(input), async (write) => {
      const items = await loadCatalogItems(
        write.tx,
        write.context.catalogVersion,
        namedProductIds(input.payload.lineItems),
      );
      const lineItems = addLines([], resolveLineAdditions(requests, items));
      const row = await insertCart(write.tx, {
        id: randomUUID(),
        owner: ownerOf(input.principal),
        current: false,
        doc: withCartInfo({ lineItems }, input.payload, input.config.shop),
        now: write.context.now,
      });
      return { cart: serveCart(row, items, write.context).cart };
    });
  },
};

/** GET `/ecom/v1/carts/{id}`: one statement (the cart, the currency, its lines' products). */
export const getCart: Endpoint = {
  method: "GET",
  path: "/ecom/v1/carts/{id}",
  access: "read",
  async handle(input) {
    const id = readId(input.payload.id, "id");
    const found = await loadCartWithCatalog(input.coalesced, id);
    if (!found || !canSee(input.principal, found.row)) throw cartNotFound(id);
    return { cart: serveCart(found.row, found.items, contextOf(input.config, found.currency)).cart };
  },
};

/** POST `/ecom/v1/carts/{id}/add-to-cart` (`add-to-cart.ts`). */
export const addToCartById: Endpoint = {
  method: "POST",
  path: "/ecom/v1/carts/{id}/add-to-cart",
  access: "read",
  handle: (input) => addToCart(input, { id: readId(input.payload.id, "id") }),
};

/** The carts-by-id endpoints. */
export const cartEndpoints: readonly Endpoint[] = [createCart, getCart, addToCartById];
