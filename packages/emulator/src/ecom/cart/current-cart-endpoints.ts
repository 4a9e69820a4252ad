/**
 * The current cart calls: the cart of whoever the access token names (a
 * visitor or a member); one visitor never sees another's. A merchant API key
 * has no current cart (403).
 * - `GET /ecom/v1/carts/current` → `{cart}` (404 `OWNED_CART_NOT_FOUND` when none);
 * - `PATCH /ecom/v1/carts/current` `{cartInfo, couponCode, lineItems?}` → `{cart}`;
 * - `POST …/current/add-to-cart` `{lineItems}` → `{cart}` (makes the cart when there is none);
 * - `POST …/current/update-line-items-quantity` `{lineItems: [{id, quantity}]}` → `{cart}`;
 * - `POST …/current/remove-line-items` `{lineItemIds}` → `{cart}`;
 * - `POST …/current/estimate-totals` → `{cart, priceSummary, …}`;
 * - `POST …/current/remove-coupon` → `{cart}`;
 * - `POST …/current/create-checkout` `{channelType, email?, …}` → `{checkoutId}`;
 * - `DELETE /ecom/v1/carts/current` → `{}`.
 */
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { createCheckoutFromCart, readCheckoutRequest } from "../checkout/create-checkout.ts";
import { readArray, readId, readObject, readQuantity } from "../ecom-input.ts";
import { contextOf, inEcomTransaction, inEcomTransactionWith, writeInput } from "../ecom-transaction.ts";
import { type Owner, ownerOf } from "../owner.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { addToCart } from "./add-to-cart.ts";
import { merchantHasNoCurrentCart, ownedCartNotFound } from "./cart-failures.ts";
import { withCartInfo } from "./cart-info.ts";
import { addLines, removeLines, setQuantities } from "./cart-lines.ts";
import type { CartDocument } from "./cart-record.ts";
import { endCart, loadCurrentCart, saveCart } from "./cart-repository.ts";
import { serveCart } from "./cart-view.ts";
import {
  type CartWithCatalog,
  lockCartsWithCatalog,
  readCurrentCartWithCatalog,
} from "./cart-with-catalog.ts";
import { estimateTotals } from "./estimate-totals.ts";
import { MAX_LINES, namedProductIds, readLineRequests, resolveLineAdditions } from "./line-item-input.ts";

const BASE = "/ecom/v1/carts/current";

function currentOwner(input: EndpointInput): Owner {
  const owner = ownerOf(input.principal);
  if (owner.kind === "none") throw merchantHasNoCurrentCart();
  return owner;
}

/**
 * Runs `change` on the caller's locked current cart (404 when none), saves it and serves it: a
 * transaction of two statements (the cart locked with the currency and the products of its lines
 * and of `productIds`; the saved document).
 */
function changeCurrentCart(
  input: EndpointInput,
  change: (doc: CartDocument, items: ReadonlyMap<string, CatalogItem>) => CartDocument,
  productIds: readonly string[] = [],
) {
  const owner = currentOwner(input);
  return inEcomTransactionWith(writeInput(input), async (tx, start) => {
    const { rows, currency, items } = await lockCartsWithCatalog(tx, input.config, [{ owner }], productIds);
    const [row] = rows;
    if (!row) throw ownedCartNotFound();
    const { context } = start(currency);
    const saved = await saveCart(tx, row, change(row.doc, items), context.now);
    return { cart: serveCart(saved, items, context).cart };
  });
}

/** The caller's current cart with what serving it needs, in one statement (404 when none). */
async function currentCart(input: EndpointInput): Promise<CartWithCatalog> {
  const found = await readCurrentCartWithCatalog(input.coalesced, currentOwner(input));
  if (!found.row) throw ownedCartNotFound();
  return { ...found, row: found.row };
}

/** GET `/ecom/v1/carts/current`. */
export const getCurrentCart: Endpoint = {
  method: "GET",
  path: BASE,
  access: "read",
  async handle(input) {
    const found = await currentCart(input);
    return { cart: serveCart(found.row, found.items, contextOf(input.config, found.currency)).cart };
  },
};

/** PATCH `/ecom/v1/carts/current`: cart info, coupon, and lines to add. */
export const updateCurrentCart: Endpoint = {
  method: "PATCH",
  path: BASE,
  access: "read",
  handle: (input) =>
    changeCurrentCart(
      input,
      (doc, items) => {
        const updated = withCartInfo(doc, input.payload, input.config.shop);
        if (input.payload.lineItems === undefined || input.payload.lineItems === null) return updated;
        const additions = resolveLineAdditions(readLineRequests(input.payload.lineItems), items);
        return { ...updated, lineItems: addLines(updated.lineItems, additions) };
      },
      namedProductIds(input.payload.lineItems),
    ),
};

/** POST `/ecom/v1/carts/current/add-to-cart` (`add-to-cart.ts`): makes the cart when there is none. */
export const addToCurrentCart: Endpoint = {
  method: "POST",
  path: `${BASE}/add-to-cart`,
  access: "read",
  handle: (input) => addToCart(input, { owner: currentOwner(input) }),
};

/** POST `/ecom/v1/carts/current/update-line-items-quantity`. */
export const updateCurrentCartQuantities: Endpoint = {
  method: "POST",
  path: `${BASE}/update-line-items-quantity`,
  access: "read",
  handle(input) {
    const updates = readArray(input.payload.lineItems, "lineItems", MAX_LINES).map((item, index) => {
      const field = `lineItems[${index}]`;
      const line = readObject(item, field);
      return {
        id: readId(line.id, `${field}.id`),
        quantity: readQuantity(line.quantity, `${field}.quantity`),
        field,
      };
    });
    return changeCurrentCart(input, (doc) => ({ ...doc, lineItems: setQuantities(doc.lineItems, updates) }));
  },
};

/** POST `/ecom/v1/carts/current/remove-line-items`. */
export const removeCurrentCartLines: Endpoint = {
  method: "POST",
  path: `${BASE}/remove-line-items`,
  access: "read",
  handle(input) {
    const ids = readArray(input.payload.lineItemIds, "lineItemIds", MAX_LINES).map((id, index) =>
      readId(id, `lineItemIds[${index}]`),
    );
    return changeCurrentCart(input, (doc) => ({ ...doc, lineItems: removeLines(doc.lineItems, ids) }));
  },
};

/** POST `/ecom/v1/carts/current/remove-coupon`. */
export const removeCurrentCartCoupon: Endpoint = {
  method: "POST",
  path: `${BASE}/remove-coupon`,
  access: "read",
  handle: (input) =>
    changeCurrentCart(input, (doc) => {
      const { couponCode: _removed, ...rest } = doc;
      return rest;
    }),
};

/** POST `/ecom/v1/carts/current/estimate-totals`. */
export const estimateCurrentCartTotals: Endpoint = {
  method: "POST",
  path: `${BASE}/estimate-totals`,
  access: "read",
  async handle(input) {
    const found = await currentCart(input);
    const context = contextOf(input.config, found.currency);
    return estimateTotals(
      found.row,
      serveCart(found.row, found.items, context),
      input.config.shop,
      context.currency,
    );
  },
};

/** POST `/ecom/v1/carts/current/create-checkout` → `{checkoutId}`. */
export const createCheckoutFromCurrentCart: Endpoint = {
  method: "POST",
  path: `${BASE}/create-checkout`,
  access: "read",
  handle(input) {
    const owner = currentOwner(input);
    const request = readCheckoutRequest(input.payload);
    return inEcomTransaction(writeInput(input), async (write) => {
      const row = await loadCurrentCart(write.tx, owner, true);
      if (!row) throw ownedCartNotFound();
      const checkout = await createCheckoutFromCart(write, row, input.config.shop, request);
      return { checkoutId: checkout.id };
    });
  },
};

/** DELETE `/ecom/v1/carts/current`. */
export const deleteCurrentCart: Endpoint = {
  method: "DELETE",
  path: BASE,
  access: "read",
  handle(input) {
    const owner = currentOwner(input);
    return inEcomTransaction(writeInput(input), async (write) => {
      const row = await loadCurrentCart(write.tx, owner, true);
      if (!row) throw ownedCartNotFound();
      await endCart(write.tx, row.id, { reason: "DELETED", now: write.context.now });
      return {};
    });
  },
};

/** The current cart endpoints. */
export const currentCartEndpoints: readonly Endpoint[] = [
  getCurrentCart,
  updateCurrentCart,
  addToCurrentCart,
  updateCurrentCartQuantities,
  removeCurrentCartLines,
  removeCurrentCartCoupon,
  estimateCurrentCartTotals,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
];
