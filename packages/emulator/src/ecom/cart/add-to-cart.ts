/**
 * The add to cart, one for both calls that add: `POST /ecom/v1/carts/{id}/add-to-cart` and
 * `POST /ecom/v1/carts/current/add-to-cart`. One transaction of two statements, as every cart
 * change: the cart read and locked with the site's currency and the catalogue products of its
 * lines and of the new ones (`lockCartWithCatalog`), then the document with the lines added
 * saved. The row lock makes adds to one cart run one after the other, each onto what the
 * previous one saved, so none is lost and the 300-line limit (`cart-lines.ts`) counts every
 * line; a sign-in merge locks the same rows. Prices and stock are read at every add, and nothing
 * is kept between calls. A current-cart add for an owner without a cart inserts it; when a
 * racing add inserted one first, the add locks that one and adds to it.
 */
import { randomUUID } from "node:crypto";
import type { EndpointInput } from "../../http/endpoint.ts";
import { inEcomTransactionWith, writeInput } from "../ecom-transaction.ts";
import { canSee } from "../owner.ts";
import { cartNotFound } from "./cart-failures.ts";
import { addLines } from "./cart-lines.ts";
import { insertCurrentCartIfNone, saveCart } from "./cart-repository.ts";
import { type Cart, serveCart } from "./cart-view.ts";
import { type CartTarget, lockCartWithCatalog } from "./cart-with-catalog.ts";
import { namedProductIds, readLineRequests, resolveLineAdditions } from "./line-item-input.ts";

/**
 * Adds the request's `lineItems` to the cart `target` names and answers the saved cart. A cart
 * by id the caller may not see is `CART_NOT_FOUND`; an owner's current cart is made by the first
 * add (the caller checks that the principal has one: a merchant has none).
 *
 * @example
 * ```ts
 * handle: (input) => addToCart(input, { id: readId(input.payload.id, "id") }),
 * ```
 */
export function addToCart(input: EndpointInput, target: CartTarget): Promise<{ cart: Cart }> {
  const requests = readLineRequests(input.payload.lineItems);
  const productIds = namedProductIds(input.payload.lineItems);
  return inEcomTransactionWith(writeInput(input), async (tx, start) => {
    for (;;) {
      const { row, currency, items } = await lockCartWithCatalog(tx, input.config, target, productIds);
      if ("id" in target && !(row && canSee(input.principal, row))) throw cartNotFound(target.id);
      const { context } = start(currency);
      const lineItems = addLines(row?.doc.lineItems ?? [], resolveLineAdditions(requests, items));
      if (row) {
        const saved = await saveCart(tx, row, { ...row.doc, lineItems }, context.now);
        return { cart: serveCart(saved, items, context).cart };
      }
      if ("owner" in target) {
        const doc = { lineItems };
        const made = await insertCurrentCartIfNone(tx, {
          id: randomUUID(),
          owner: target.owner,
          doc,
          now: context.now,
        });
        if (made) return { cart: serveCart(made, items, context).cart };
      }
    }
  });
}
