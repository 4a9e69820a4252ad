/**
 * A cart of the demo store's history, as a shopper makes one: lines resolved against the
 * catalogue as it is at that moment (a variant with stock for the quantity asked, fewer units when
 * fewer are left), the buyer's e-mail and coupon, then a checkout made from it with the shipping
 * address, all through the cart and checkout functions the endpoints use, at the write's time.
 */
import { randomUUID } from "node:crypto";
import type { SeededRandom } from "../../catalog-core/seed/seeded-random.ts";
import type { ShopSettings } from "../../settings/shop-settings.ts";
import { addLines } from "../cart/cart-lines.ts";
import { STORES_APP_ID } from "../cart/cart-record.ts";
import { insertCart } from "../cart/cart-repository.ts";
import type { LineAddition } from "../cart/line-item-input.ts";
import { createCheckoutFromCart } from "../checkout/create-checkout.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import type { Owner } from "../owner.ts";
import type { CatalogVariant } from "../pricing/catalog-item.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import type { HistoryCustomer } from "./history-customers.ts";

/** What a history cart holds: which products (by id), how many units at most, and a coupon. */
export interface CartWish {
  productIds: readonly string[];
  /** Units asked for per line (fewer when fewer are left). */
  quantities: readonly number[];
  couponCode?: string;
}

/** A cart opened and checked out: the ids of both. */
export interface OpenedCart {
  cartId: string;
  checkoutId: string;
}

function available(variant: CatalogVariant): number {
  if (variant.stock.tracked) return variant.stock.quantity;
  return variant.stock.inStock ? Number.POSITIVE_INFINITY : 0;
}

async function lineAdditions(write: EcomTransaction, wish: CartWish, random: SeededRandom) {
  const items = await loadCatalogItems(write.tx, write.context.catalogVersion, wish.productIds);
  const additions: LineAddition[] = [];
  wish.productIds.forEach((productId, index) => {
    const item = items.get(productId);
    const sellable = (item?.variants ?? []).filter((variant) => available(variant) > 0);
    if (!item || sellable.length === 0) return;
    const variant = random.pick(sellable);
    additions.push({
      catalogReference: { appId: STORES_APP_ID, catalogItemId: item.id, options: { variantId: variant.id } },
      variantId: variant.id,
      productName: item.name,
      quantity: Math.min(wish.quantities[index] ?? 1, available(variant)),
      field: `lineItems[${index}]`,
    });
  });
  return additions;
}

/**
 * Opens `customer`'s cart of `wish` at the write's time and makes its checkout; `undefined` when
 * nothing wished for is left in stock.
 *
 * @example
 * ```ts
 * const opened = await openHistoryCart(write, shop, customer, { productIds: [id], quantities: [2] }, random);
 * ```
 */
export async function openHistoryCart(
  write: EcomTransaction,
  shop: ShopSettings,
  customer: HistoryCustomer,
  wish: CartWish,
  random: SeededRandom,
): Promise<OpenedCart | undefined> {
  const additions = await lineAdditions(write, wish, random);
  if (additions.length === 0) return undefined;
  const owner: Owner = customer.memberId
    ? { kind: "member", id: customer.memberId }
    : { kind: "visitor", id: random.uuid() };
  const cart = await insertCart(write.tx, {
    id: randomUUID(),
    owner,
    current: false,
    doc: {
      lineItems: addLines([], additions),
      buyerInfo: { email: customer.email },
      ...(wish.couponCode ? { couponCode: wish.couponCode } : {}),
    },
    now: write.context.now,
  });
  const checkout = await createCheckoutFromCart(write, cart, shop, {
    channelType: "WEB",
    email: customer.email,
    shippingAddress: customer.address,
  });
  return { cartId: cart.id, checkoutId: checkout.id };
}
