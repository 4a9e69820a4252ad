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
import { contextOf, type EcomContext, inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import { canSee, ownerOf } from "../owner.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import { addInTurn } from "./adds-in-turn.ts";
import { cartNotFound } from "./cart-failures.ts";
import { withCartInfo } from "./cart-info.ts";
import { addLines } from "./cart-lines.ts";
import type { CartDocument } from "./cart-record.ts";
import { insertCart } from "./cart-repository.ts";
import { type Cart, serveCart } from "./cart-view.ts";
import { loadCartToAddTo, loadCartWithCatalog } from "./cart-with-catalog.ts";
import { saveCartIfAsRemembered, saveCartIfUnchanged } from "./conditional-cart-saves.ts";
import {
  type LineRequest,
  namedProductIds,
  readLineRequests,
  resolveLineAdditions,
} from "./line-item-input.ts";
import { type RememberedCart, rememberCart, rememberedCart } from "./remembered-carts.ts";

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
    const found = await loadCartWithCatalog(input.db, input.config, id);
    if (!found || !canSee(input.principal, found.row)) throw cartNotFound(id);
    return { cart: serveCart(found.row, found.items, contextOf(input.config, found.currency)).cart };
  },
};

/** `doc` with `requests` added, resolved against `items` (a line naming nothing there is refused). */
function withAdditions(
  doc: CartDocument,
  requests: readonly LineRequest[],
  items: ReadonlyMap<string, CatalogItem>,
): CartDocument {
  return { ...doc, lineItems: addLines(doc.lineItems, resolveLineAdditions(requests, items)) };
}

/**
 * The document after adding `requests` to a remembered cart the caller sees, or `undefined`
 * when the add cannot be worked out from it (not the caller's cart, a product it does not hold,
 * a line refused): the add then reads the cart, which decides the answer.
 */
function addedFromMemory(
  input: EndpointInput,
  remembered: RememberedCart,
  requests: readonly LineRequest[],
): CartDocument | undefined {
  if (!canSee(input.principal, remembered.row)) return undefined;
  try {
    return withAdditions(remembered.row.doc, requests, remembered.items);
  } catch {
    return undefined;
  }
}

/** Remembers the cart an add just saved and answers it. */
function answerAdd(input: EndpointInput, saved: RememberedCart, context: EcomContext): { cart: Cart } {
  rememberCart(input.db, saved);
  return { cart: serveCart(saved.row, saved.items, context).cart };
}

/**
 * POST `/ecom/v1/carts/{id}/add-to-cart`, no lock held; adds to one cart take turns in this
 * process (`adds-in-turn.ts`). A cart this process saved last is
 * remembered (`remembered-carts.ts`): the add is worked out from it and saved by one statement
 * that applies only if the cart, the currency and the products are still as remembered
 * (`conditional-cart-saves.ts`). Otherwise two statements: the cart with the currency and the
 * products of its lines and of the new ones, then the document saved if the cart is unchanged
 * since, else read again and redone.
 */
export const addToCart: Endpoint = {
  method: "POST",
  path: "/ecom/v1/carts/{id}/add-to-cart",
  access: "read",
  async handle(input) {
    const id = readId(input.payload.id, "id");
    const requests = readLineRequests(input.payload.lineItems);
    const productIds = namedProductIds(input.payload.lineItems);
    const now = new Date(input.credentials.now());
    return addInTurn(input.db, id, async () => {
      const remembered = rememberedCart(input.db, id);
      const fromMemory = remembered && addedFromMemory(input, remembered, requests);
      if (remembered && fromMemory) {
        const context = contextOf(input.config, remembered.currency, now);
        const saved = await saveCartIfAsRemembered(
          input.db,
          input.config,
          remembered,
          fromMemory,
          productIds,
          context.now,
        );
        if (saved) return answerAdd(input, { ...remembered, row: saved }, context);
      }
      for (;;) {
        const found = await loadCartToAddTo(input.db, input.config, id, productIds);
        if (!found || !canSee(input.principal, found.row)) throw cartNotFound(id);
        const context = contextOf(input.config, found.currency, now);
        const doc = withAdditions(found.row.doc, requests, found.items);
        const saved = await saveCartIfUnchanged(input.db, input.config, found.row, doc, context.now);
        if (saved) return answerAdd(input, { ...found, row: saved }, context);
      }
    });
  },
};

/** The carts-by-id endpoints. */
export const cartEndpoints: readonly Endpoint[] = [createCart, getCart, addToCart];
