/** Type tests: what the cart hooks and the query-option factories infer and accept. */
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { Cart, EstimatedTotals } from "@vitrine/sdk/ecom";
import { describe, expectTypeOf, it } from "vitest";
import {
  type AddToCartVariables,
  type CartSnapshot,
  type CheckoutVariables,
  cartQueryOptions,
  productQueryOptions,
  type ShopProduct,
  type UpdateCartQuantityVariables,
  useAddToCart,
  useApplyCoupon,
  useCart,
  useCartTotals,
  useCheckout,
  useRemoveCoupon,
  useRemoveFromCart,
  useUpdateCartQuantity,
  type VitrineClient,
  vitrineKeys,
} from "../src/index.ts";

describe("cart hook types", () => {
  it("infers each hook's data and variables", () => {
    expectTypeOf(useCart).returns.toEqualTypeOf<UseQueryResult<Cart>>();
    expectTypeOf(useCartTotals).returns.toEqualTypeOf<UseQueryResult<EstimatedTotals>>();
    expectTypeOf(useAddToCart).returns.toEqualTypeOf<
      UseMutationResult<Cart, Error, AddToCartVariables, CartSnapshot>
    >();
    expectTypeOf(useUpdateCartQuantity).returns.toEqualTypeOf<
      UseMutationResult<Cart, Error, UpdateCartQuantityVariables, CartSnapshot>
    >();
    expectTypeOf(useRemoveFromCart).returns.toEqualTypeOf<
      UseMutationResult<Cart, Error, string, CartSnapshot>
    >();
    expectTypeOf(useApplyCoupon).returns.toEqualTypeOf<
      UseMutationResult<Cart, Error, string, CartSnapshot>
    >();
    expectTypeOf(useRemoveCoupon).returns.toEqualTypeOf<UseMutationResult<Cart, Error, void, CartSnapshot>>();
    expectTypeOf(useCheckout).returns.toEqualTypeOf<UseMutationResult<string, Error, CheckoutVariables>>();
  });

  it("adds a product's variant by its own selection, or a product id by its options or variant id, not by a bare string map", () => {
    expectTypeOf<{
      product: ShopProduct;
      variant: ShopProduct["variants"][number];
    }>().toExtend<AddToCartVariables>();
    expectTypeOf<{ product: "p1"; selection: { options: { Size: "M" } } }>().toExtend<AddToCartVariables>();
    expectTypeOf<{ product: "p1"; selection: { variantId: "v1" } }>().toExtend<AddToCartVariables>();
    expectTypeOf<{ product: "p1"; selection: { Size: "M" } }>().not.toExtend<AddToCartVariables>();
  });

  it("gives the factories' data to useSuspenseQuery, with the hooks' keys", () => {
    const client = {} as VitrineClient;
    expectTypeOf(useSuspenseQuery(cartQueryOptions(client)).data).toEqualTypeOf<Cart>();
    expectTypeOf(useSuspenseQuery(productQueryOptions(client, "s")).data).toEqualTypeOf<ShopProduct | null>();
    expectTypeOf(cartQueryOptions(client).queryKey).toExtend<readonly unknown[]>();
    expectTypeOf(vitrineKeys.cart()).toEqualTypeOf<readonly ["vitrine", "cart"]>();
  });
});
