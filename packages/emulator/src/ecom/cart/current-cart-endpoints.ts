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
import { randomUUID } from "node:crypto";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { createCheckoutFromCart, readCheckoutRequest } from "../checkout/create-checkout.ts";
import { readArray, readId, readObject, readQuantity } from "../ecom-input.ts";
import { type EcomTransaction, inEcomTransaction, readContext, writeInput } from "../ecom-transaction.ts";
import { type Owner, ownerOf } from "../owner.ts";
import { merchantHasNoCurrentCart, ownedCartNotFound } from "./cart-failures.ts";
import { withCartInfo } from "./cart-info.ts";
import { addLines, removeLines, setQuantities } from "./cart-lines.ts";
import type { CartDocument, CartRow } from "./cart-record.ts";
import { endCart, ensureCurrentCart, loadCurrentCart, saveCart } from "./cart-repository.ts";
import { viewCart } from "./cart-view.ts";
import { estimateTotals } from "./estimate-totals.ts";
import { MAX_LINES, readLineAdditions } from "./line-item-input.ts";

const BASE = "/ecom/v1/carts/current";

function currentOwner(input: EndpointInput): Owner {
  const owner = ownerOf(input.principal);
  if (owner.kind === "none") throw merchantHasNoCurrentCart();
  return owner;
}

/** Runs `change` on the caller's locked current cart (404 when none), saves it and serves it. */
function changeCurrentCart(
  input: EndpointInput,
  change: (doc: CartDocument, write: EcomTransaction) => Promise<CartDocument> | CartDocument,
) {
  const owner = currentOwner(input);
  return inEcomTransaction(writeInput(input), async (write) => {
    const row = await loadCurrentCart(write.tx, owner, true);
    if (!row) throw ownedCartNotFound();
    const saved = await saveCart(write.tx, row.id, await change(row.doc, write), write.context.now);
    return { cart: (await viewCart(write.tx, saved, write.context)).cart };
  });
}

async function currentCart(input: EndpointInput): Promise<CartRow> {
  const row = await loadCurrentCart(input.db, currentOwner(input), false);
  if (!row) throw ownedCartNotFound();
  return row;
}

/** GET `/ecom/v1/carts/current`. */
export const getCurrentCart: Endpoint = {
  method: "GET",
  path: BASE,
  access: "read",
  async handle(input) {
    const row = await currentCart(input);
    return { cart: (await viewCart(input.db, row, await readContext(input.db, input.config))).cart };
  },
};

/** PATCH `/ecom/v1/carts/current`: cart info, coupon, and lines to add. */
export const updateCurrentCart: Endpoint = {
  method: "PATCH",
  path: BASE,
  access: "read",
  handle: (input) =>
    changeCurrentCart(input, async (doc, write) => {
      const updated = withCartInfo(doc, input.payload, input.config.shop);
      if (input.payload.lineItems === undefined || input.payload.lineItems === null) return updated;
      return {
        ...updated,
        lineItems: addLines(
          updated.lineItems,
          await readLineAdditions(write.tx, write.context.catalogVersion, input.payload.lineItems),
        ),
      };
    }),
};

/** POST `/ecom/v1/carts/current/add-to-cart`. */
export const addToCurrentCart: Endpoint = {
  method: "POST",
  path: `${BASE}/add-to-cart`,
  access: "read",
  handle(input) {
    const owner = currentOwner(input);
    return inEcomTransaction(writeInput(input), async (write) => {
      const additions = await readLineAdditions(
        write.tx,
        write.context.catalogVersion,
        input.payload.lineItems,
      );
      const row = await ensureCurrentCart(write.tx, owner, randomUUID(), write.context.now);
      const doc = { ...row.doc, lineItems: addLines(row.doc.lineItems, additions) };
      const saved = await saveCart(write.tx, row.id, doc, write.context.now);
      return { cart: (await viewCart(write.tx, saved, write.context)).cart };
    });
  },
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
    const row = await currentCart(input);
    const context = await readContext(input.db, input.config);
    return estimateTotals(row, await viewCart(input.db, row, context), input.config.shop, context.currency);
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
