/**
 * Places the order of a checkout: the one way an order comes to be, used by
 * the create-order call and by the hosted checkout page. In the caller's
 * transaction it:
 *
 * 1. locks the checkout (so one checkout gives one order: a second call, or a
 *    double-submitted page, finds the order already placed and gets it back
 *    with `created: false`);
 * 2. refuses an expired checkout (404 `CHECKOUT_NOT_FOUND`,
 *    `checkout/checkout-lifetime.ts`);
 * 3. sets the buyer details given (e-mail, note, shipping and billing) and
 *    prices the lines from the catalogue as it is now
 *    (`checkout/checkout-pricing.ts`);
 * 4. refuses an empty checkout (`EMPTY_CHECKOUT`), one marked completed
 *    without an order (`CHECKOUT_ALREADY_PAID`), a line whose product is
 *    hidden, deleted or without its variant (409 `ITEM_NOT_FOUND_IN_CATALOG`),
 *    and, when the payer was shown prices (the hosted page), prices that
 *    changed since (409 `CHECKOUT_CHANGED`);
 * 5. takes the lines' units from stock, locking the products in id order,
 *    never below zero: a short line refuses the whole order (409
 *    `FULL_OUT_OF_STOCK` / `PARTIAL_OUT_OF_STOCK` naming the line) and nothing
 *    changes;
 * 6. stores the order (number from 10001, the checkout's lines at the prices
 *    of the moment, `paymentStatus` PAID with one card payment of the total
 *    in its transactions, `status` APPROVED, the buyer with the member id
 *    when the checkout's owner is a member) and starts a subscription per line bought on a plan (`subscriptions/`);
 * 7. marks the checkout completed (saved with those prices) and ends its cart
 *    (`end_reason` ORDERED);
 * 8. records `InventoryVariantsChanged` (reason ORDER), `order_created` and
 *    `checkout_completed` in the outbox, then `CartRecoveredEvent` when the
 *    cart had been abandoned.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure } from "../../errors.ts";
import { type EventIdentity, recordEvents } from "../../events/outbox.ts";
import type { ShopSettings } from "../../settings/shop-settings.ts";
import { recordCartRecovery } from "../abandonment/cart-recovery.ts";
import { endCart } from "../cart/cart-repository.ts";
import { type BuyerDetails, withBuyerDetails } from "../checkout/buyer-details.ts";
import type { CheckoutDocument } from "../checkout/checkout-document.ts";
import { checkoutNotFound } from "../checkout/checkout-failures.ts";
import { checkoutExpired, hasExpired } from "../checkout/checkout-lifetime.ts";
import {
  checkoutChanged,
  pricesDigest,
  refuseUnsoldLines,
  repricedCheckout,
} from "../checkout/checkout-pricing.ts";
import { type CheckoutRow, completeCheckout, loadCheckout } from "../checkout/checkout-repository.ts";
import { type EcomTransaction, type EcomWriteInput, inEcomTransaction } from "../ecom-transaction.ts";
import { newPayment } from "../order-transactions/order-transactions.ts";
import { buyerIdentity } from "../owner.ts";
import type { SubscriptionOptionInfo } from "../pricing/subscription-plan.ts";
import type { MultiCurrencyPrice, OrderPrice } from "../pricing/wire-money.ts";
import { startSubscriptions } from "../subscriptions/subscription-record.ts";
import type { OrderDocument, OrderLineItem } from "./order-document.ts";
import { checkoutCompletedEvent, orderCreatedEvent } from "./order-events.ts";
import { insertOrder, loadOrder, nextOrderNumber } from "./order-repository.ts";
import { takeStock } from "./stock-changes.ts";
import type { StockMove } from "./stock-move.ts";

/** What placing an order may add. */
export interface PlaceOrderOptions {
  /** Buyer details collected on the way (the hosted checkout page's form), set on the checkout first. */
  buyerDetails?: BuyerDetails;
  /** Whose name the events carry: the caller's (default) or the checkout's buyer (hosted page). */
  eventsAs?: "caller" | "buyer";
  /** The `pricesDigest` of the checkout the payer was shown: other prices now refuse the order. */
  pricesShown?: string;
}

/** The order, and whether this call placed it (`false`: it was placed before from this checkout). */
export interface PlacedOrder {
  order: OrderDocument;
  created: boolean;
}

const price = (wire: MultiCurrencyPrice): OrderPrice => ({
  amount: wire.amount,
  formattedAmount: wire.formattedAmount,
});

function subscriptionInfo(plan: SubscriptionOptionInfo): NonNullable<OrderLineItem["subscriptionInfo"]> {
  return {
    id: randomUUID(),
    cycleNumber: 1,
    subscriptionOptionTitle: plan.title.original,
    ...(plan.description ? { subscriptionOptionDescription: plan.description.original } : {}),
    subscriptionSettings: plan.subscriptionSettings,
  };
}

function orderLines(checkout: CheckoutDocument, zero: OrderPrice): OrderLineItem[] {
  return checkout.lineItems.map((item) => ({
    id: item.id,
    productName: item.productName,
    catalogReference: item.catalogReference,
    quantity: item.quantity,
    totalDiscount: zero,
    descriptionLines: item.descriptionLines,
    ...(item.image ? { image: item.image } : {}),
    physicalProperties: item.physicalProperties,
    itemType: item.itemType,
    price: price(item.price),
    priceBeforeDiscounts: price(item.priceBeforeDiscounts),
    totalPriceBeforeTax: price(item.lineItemPrice),
    totalPriceAfterTax: price(item.lineItemPrice),
    lineItemPrice: price(item.lineItemPrice),
    paymentOption: item.paymentOption,
    rootCatalogItemId: item.rootCatalogItemId,
    ...(item.subscriptionOptionInfo
      ? { subscriptionInfo: subscriptionInfo(item.subscriptionOptionInfo) }
      : {}),
  }));
}

function buildOrder(
  checkout: CheckoutDocument,
  row: CheckoutRow,
  number: string,
  now: string,
): OrderDocument {
  const summary = checkout.priceSummary;
  const zero = { ...price(summary.additionalFees) };
  const option = checkout.shippingInfo.selectedCarrierServiceOption;
  const destination = checkout.shippingInfo.shippingDestination;
  return {
    id: randomUUID(),
    number,
    createdDate: now,
    updatedDate: now,
    lineItems: orderLines(checkout, zero),
    buyerInfo: {
      ...buyerIdentity(row),
      ...(checkout.buyerInfo.email ? { email: checkout.buyerInfo.email } : {}),
    },
    paymentStatus: "PAID",
    fulfillmentStatus: "NOT_FULFILLED",
    status: "APPROVED",
    weightUnit: "KG",
    currency: checkout.currency,
    taxIncludedInPrices: false,
    priceSummary: {
      subtotal: price(summary.subtotal),
      shipping: price(summary.shipping),
      tax: price(summary.tax),
      discount: price(summary.discount),
      total: price(summary.total),
      totalAdditionalFees: zero,
    },
    ...(checkout.billingInfo ? { billingInfo: checkout.billingInfo } : {}),
    ...(option
      ? {
          shippingInfo: {
            code: option.code,
            title: option.title,
            logistics: {
              deliveryTime: option.logistics.deliveryTime,
              ...(destination ? { shippingDestination: destination } : {}),
            },
            cost: {
              price: price(option.cost.price),
              totalPriceBeforeTax: price(option.cost.totalPriceBeforeTax),
              totalPriceAfterTax: price(option.cost.totalPriceAfterTax),
            },
            ...(checkout.shippingInfo.region ? { region: checkout.shippingInfo.region } : {}),
          },
        }
      : {}),
    ...(destination ? { recipientInfo: destination } : {}),
    ...(checkout.buyerNote !== undefined ? { buyerNote: checkout.buyerNote } : {}),
    archived: false,
    appliedDiscounts: checkout.appliedDiscounts.map((discount) => ({
      discountType: discount.discountType,
      coupon: {
        id: discount.coupon.id,
        code: discount.coupon.code,
        name: discount.coupon.name,
        amount: price(discount.coupon.amount),
      },
      lineItemIds: discount.lineItemIds,
    })),
    activities: [
      { id: randomUUID(), createdDate: now, type: "ORDER_PLACED" },
      { id: randomUUID(), createdDate: now, type: "ORDER_PAID" },
    ],
    attributionSource: "UNSPECIFIED",
    channelInfo: { type: checkout.channelType },
    checkoutId: checkout.id,
    purchaseFlowId: checkout.purchaseFlowId,
    seenByAHuman: false,
    balanceSummary: { balance: zero, paid: price(summary.total) },
  };
}

function stockMoves(checkout: CheckoutDocument): StockMove[] {
  return checkout.lineItems.map((item) => ({
    lineItemId: item.id,
    productId: item.catalogReference.catalogItemId,
    variantId: item.catalogReference.options?.variantId ?? "",
    quantity: item.quantity,
  }));
}

function buyerEvents(row: CheckoutRow): EventIdentity {
  const buyer = buyerIdentity(row);
  if (buyer.memberId) return { identityType: "MEMBER", memberId: buyer.memberId };
  if (buyer.visitorId) return { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: buyer.visitorId };
  return { identityType: "WIX_USER", wixUserId: "site-owner" };
}

/**
 * Places the order of checkout `checkoutId` in `write`'s transaction, at prices and totals worked
 * out under `shop` (see the module comment). Throws 404 `CHECKOUT_NOT_FOUND`, 400 `EMPTY_CHECKOUT`
 * or `CHECKOUT_ALREADY_PAID`, 409 `FULL_OUT_OF_STOCK` / `PARTIAL_OUT_OF_STOCK` /
 * `ITEM_NOT_FOUND_IN_CATALOG` / `CHECKOUT_CHANGED`; any throw rolls the whole transaction back.
 *
 * @example
 * ```ts
 * const { order, created } = await inEcomTransaction(input, (write) =>
 *   placeOrder(write, checkoutId, config.shop, { buyerDetails: { email: "ada@example.com" } }),
 * );
 * ```
 */
export async function placeOrder(
  write: EcomTransaction,
  checkoutId: string,
  shop: ShopSettings,
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const { tx, context } = write;
  const row = await loadCheckout(tx, checkoutId, true);
  if (!row) throw checkoutNotFound(checkoutId);
  if (row.order_id) {
    const existing = await loadOrder(tx, row.order_id);
    if (existing) return { order: existing.doc, created: false };
  }
  if (row.completed_at)
    throw new ApplicationFailure(
      400,
      "CHECKOUT_ALREADY_PAID",
      `Checkout ${checkoutId} is already completed`,
      {
        checkoutId,
      },
    );
  if (hasExpired(row, context.now)) throw checkoutExpired(checkoutId);
  const identity = options.eventsAs === "buyer" ? buyerEvents(row) : write.identity;
  const detailed = options.buyerDetails
    ? withBuyerDetails(row.doc, options.buyerDetails, context.now)
    : row.doc;
  if (detailed.lineItems.length === 0)
    throw new ApplicationFailure(400, "EMPTY_CHECKOUT", `Checkout ${checkoutId} has no line items`, {
      checkoutId,
    });
  const checkout = await repricedCheckout(tx, detailed, context, shop);
  refuseUnsoldLines(checkout);
  if (options.pricesShown !== undefined && options.pricesShown !== pricesDigest(checkout))
    throw checkoutChanged(checkoutId);
  await takeStock({ ...write, identity }, stockMoves(checkout));
  const order = buildOrder(checkout, row, await nextOrderNumber(tx), context.now);
  await insertOrder(tx, order, {
    payments: [newPayment(order.priceSummary.total, "CreditCard", context.now)],
    refunds: [],
  });
  await startSubscriptions(tx, order);
  const completed: CheckoutDocument = { ...checkout, completed: true, updatedDate: context.now };
  await completeCheckout(tx, completed, { orderId: order.id, now: context.now });
  if (row.cart_id) await endCart(tx, row.cart_id, { reason: "ORDERED", orderId: order.id, now: context.now });
  await recordEvents(tx, [
    orderCreatedEvent(order, identity, context.now),
    checkoutCompletedEvent(completed, identity, context.now),
  ]);
  if (row.cart_id)
    await recordCartRecovery(tx, { cartId: row.cart_id, orderId: order.id, now: new Date(context.now) });
  return { order, created: true };
}

/**
 * Places a checkout's order in a transaction of its own, with events in the buyer's name: for
 * callers outside an endpoint, such as the hosted checkout page.
 *
 * @example
 * ```ts
 * const { order } = await placeOrderAsBuyer({ db, config }, checkoutId, { email: "ada@example.com" });
 * ```
 */
export function placeOrderAsBuyer(
  input: Omit<EcomWriteInput, "principal">,
  checkoutId: string,
  buyerDetails?: BuyerDetails,
): Promise<PlacedOrder> {
  return inEcomTransaction({ ...input, principal: { kind: "anonymous" } }, (write) =>
    placeOrder(write, checkoutId, input.config.shop, {
      eventsAs: "buyer",
      ...(buyerDetails ? { buyerDetails } : {}),
    }),
  );
}
