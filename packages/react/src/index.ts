/** @vitrine/react: provider, catalogue, cart and sign-in hooks over @vitrine/sdk on TanStack Query (re-exports only). */

export { identityClientOf } from "./auth-client.js";
export type { AuthError, AuthErrorCode } from "./auth-errors.js";
export { AUTH_ERROR_CODES, authErrorOf, authErrorOfState } from "./auth-errors.js";
export type { Member } from "./auth-member.js";
export { memberDisplayName, memberFromServer } from "./auth-member.js";
export { finishHostedLogin, startHostedLogin } from "./auth-redirect.js";
export { signOut } from "./auth-sign-out.js";
export { loginMember, registerMember, verifyMember } from "./auth-steps.js";
export { cartItemCount, EMPTY_CART, isLineUnavailable, linePrice, multiplyAmount } from "./cart-contents.js";
export type { CartChange, CartSnapshot } from "./cart-mutation.js";
export { useCartMutation } from "./cart-mutation.js";
export { mayHaveCart, rememberCart, rememberCheckout } from "./cart-presence.js";
export { cartQueryOptions, currentCartOrEmpty } from "./cart-query-options.js";
export type { CartMark, CartStorage } from "./cart-storage.js";
export { localCartStorage } from "./cart-storage.js";
export { catalogVersionQueryOptions, isCatalogV3 } from "./catalog-version.js";
export type { VitrineClient, VitrineClientOptions } from "./client.js";
export { createVitrineClient, vitrineModules } from "./client.js";
export { collectionQueryOptions, collectionsQueryOptions } from "./collection-query-options.js";
export { VitrineContext } from "./context.js";
export { lineReference } from "./line-reference.js";
export { nullWhenNotFound } from "./not-found.js";
export type { ProductListQuery, ProductSort } from "./product-list-query.js";
export {
  applyProductListQuery,
  DEFAULT_PRODUCTS_PAGE_SIZE,
  normalizeProductListQuery,
  PRODUCT_SORTS,
} from "./product-list-query.js";
export { productQueryOptions, productsQueryOptions } from "./product-query-options.js";
export type { VitrineProviderProps } from "./provider.js";
export { createQueryClient, VitrineProvider } from "./provider.js";
export type {
  PreorderTerms,
  ProductModifier,
  PurchaseChoices,
  PurchaseOptions,
  SubscriptionPlan,
} from "./purchase-options.js";
export { vitrineKeys } from "./query-keys.js";
export { shopProductFromV1 } from "./shop-product/from-v1.js";
export { PRODUCT_V3_FIELDS, type ServedProductV3, shopProductFromV3 } from "./shop-product/from-v3.js";
export type { ShopProduct, ShopProductPage, ShopStock, ShopVariant } from "./shop-product/shop-product.js";
export { onlyVariant } from "./shop-product/shop-product.js";
export type { AddToCartVariables } from "./use-add-to-cart.js";
export { PENDING_LINE_PREFIX, useAddToCart } from "./use-add-to-cart.js";
export { useApplyCoupon } from "./use-apply-coupon.js";
export type { Auth, AuthOutcome } from "./use-auth.js";
export { useAuth } from "./use-auth.js";
export { useCart } from "./use-cart.js";
export { useCartTotals } from "./use-cart-totals.js";
export { useCatalogVersion } from "./use-catalog-version.js";
export type { CheckoutVariables } from "./use-checkout.js";
export { CheckoutUrlMissingError, useCheckout } from "./use-checkout.js";
export { useCollection } from "./use-collection.js";
export { useCollections } from "./use-collections.js";
export type { InfiniteProductListQuery } from "./use-infinite-products.js";
export { useInfiniteProducts } from "./use-infinite-products.js";
export { useIsCartChanging } from "./use-is-cart-changing.js";
export { currentMember, useMember } from "./use-member.js";
export { useOptionsAvailability } from "./use-options-availability.js";
export { useProduct } from "./use-product.js";
export type { UseProductsOptions } from "./use-products.js";
export { useProducts } from "./use-products.js";
export { useRemoveCoupon } from "./use-remove-coupon.js";
export { useRemoveFromCart } from "./use-remove-from-cart.js";
export { useRefetchOnSessionChange } from "./use-session-change.js";
export { useSuspenseCart } from "./use-suspense-cart.js";
export { useSuspenseCatalogVersion } from "./use-suspense-catalog-version.js";
export { useSuspenseCollection } from "./use-suspense-collection.js";
export { useSuspenseCollections } from "./use-suspense-collections.js";
export { useSuspenseProduct } from "./use-suspense-product.js";
export { useSuspenseProducts } from "./use-suspense-products.js";
export type { UpdateCartQuantityVariables } from "./use-update-cart-quantity.js";
export { useUpdateCartQuantity } from "./use-update-cart-quantity.js";
export type { VariantSelection } from "./use-variant-selection.js";
export { useVariantSelection } from "./use-variant-selection.js";
export { useVitrineClient } from "./use-vitrine-client.js";
export type { ChoiceState, Choices, OptionState } from "./variant-selection.js";
export { findVariant, isComplete, optionStates } from "./variant-selection.js";
