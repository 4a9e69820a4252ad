/** @vitrine/sdk/ecom: the cart, checkout and order calls, their wire model and error codes (re-exports only). */

export type { RedirectCallbacks, RedirectSession } from "../identity/redirect-session.js";
export type {
  AbandonedCheckoutSearch,
  AbandonedCheckoutSorting,
  AbandonedCheckoutsPage,
} from "./abandoned-checkouts.js";
export {
  getAbandonedCheckout,
  iterateAbandonedCheckouts,
  searchAbandonedCheckouts,
} from "./abandoned-checkouts.js";
export type { AddToCartOptions, UpdateCartOptions } from "./cart-calls.js";
export { addToCart, createCart, getCart } from "./carts.js";
export type { CatalogReference, ProductSelection } from "./catalog-reference.js";
export { catalogReference, STORES_APP_ID } from "./catalog-reference.js";
export type { CreatedOrder, CreateOrderOptions, UpdateCheckoutOptions } from "./checkouts.js";
export {
  createOrder,
  getCheckout,
  getCheckoutUrl,
  markCheckoutAsCompleted,
  updateCheckout,
} from "./checkouts.js";
export type { CreateCheckoutOptions } from "./current-cart.js";
export {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from "./current-cart.js";
export {
  CANT_CREATE_CART_WITHOUT_ITEMS,
  CHECKOUT_ALREADY_PAID,
  CHECKOUT_IS_COMPLETE,
  EMPTY_CHECKOUT,
  ERROR_COUPON_DOES_NOT_EXIST,
  FULL_OUT_OF_STOCK,
  LINE_ITEM_WITH_ZERO_QUANTITY,
  ORDER_HAS_AUTHORIZED_TRANSACTION,
  ORDER_IS_PENDING,
  ORDER_IS_REJECTED,
  ORDER_NOT_FOUND,
  OWNED_CART_NOT_FOUND,
  PARTIAL_OUT_OF_STOCK,
} from "./error-codes.js";
export { createCheckoutRedirectSession } from "./hosted-checkout.js";
export type { AbandonedCheckout, AbandonedCheckoutStatus } from "./model/abandoned-checkout.js";
export type {
  Address,
  AddressLocation,
  AddressWithContact,
  ContactDetails,
  StreetAddress,
  VatId,
} from "./model/address.js";
export type { BuyerInfo } from "./model/buyer-info.js";
export type { CalculationErrorDetails, CalculationErrors, Violation } from "./model/calculation-errors.js";
export type { Cart, CartInfo, WeightUnit } from "./model/cart.js";
export type {
  ChannelType,
  Checkout,
  CheckoutLineItem,
  CheckoutUpdate,
  CreatedBy,
  CustomField,
} from "./model/checkout.js";
export type {
  AppliedDiscount,
  CartDiscount,
  Coupon,
  DiscountRule,
  DiscountType,
  MerchantDiscount,
} from "./model/discounts.js";
export type {
  CalculatedLineItem,
  EstimatedTotals,
  EstimateTotalsOptions,
  GiftCard,
  TaxSummary,
} from "./model/estimate.js";
export type {
  DescriptionLine,
  ItemAvailability,
  ItemPhysicalProperties,
  ItemType,
  LineItem,
  LineItemImage,
  LineItemQuantityUpdate,
  NewLineItem,
  PaymentOptionType,
  SubscriptionOptionInfo,
  SubscriptionSettings,
  TranslatableText,
} from "./model/line-item.js";
export type { MultiCurrencyPrice, Price } from "./model/money.js";
export type {
  BalanceSummary,
  FulfillmentStatus,
  ItemTax,
  Order,
  OrderActivity,
  OrderDiscount,
  OrderLineItem,
  OrderPriceSummary,
  OrderShippingInfo,
  OrderStatus,
  OrderSubscriptionInfo,
  PaymentStatus,
} from "./model/order.js";
export type { PriceSummary } from "./model/price-summary.js";
export type {
  CarrierServiceOption,
  CheckoutShippingInfo,
  DeliveryLogistics,
  OtherCharge,
  SelectedCarrierServiceOption,
  SelectedShippingOption,
  ShippingInformation,
  ShippingOption,
  ShippingRegion,
} from "./model/shipping.js";
export { abandonedCheckouts, cart, checkout, currentCart, orders } from "./modules.js";
export type { CancelOrderOptions } from "./orders.js";
export { cancelOrder, getOrder } from "./orders.js";
export type { OrderSearch, OrderSorting, OrdersPage, SearchOptions } from "./search-orders.js";
export { iterateOrders, searchOrders } from "./search-orders.js";
