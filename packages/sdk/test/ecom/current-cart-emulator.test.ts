/**
 * The current cart calls of `@vitrine/sdk/ecom` against the real emulator over HTTP: a visitor
 * (`OAuthStrategy`) has no cart until adding a product creates one; lines named with
 * `catalogReference` (options or bare product) are priced by the catalogue with decimal-string
 * money; quantities change, lines go, a coupon comes and goes, totals are estimated with the
 * shop's shipping and tax; each visitor has their own cart; failures carry the provider's codes.
 */

import { isApplicationError, isValidationError } from "@vitrine/sdk";
import {
  CANT_CREATE_CART_WITHOUT_ITEMS,
  catalogReference,
  ERROR_COUPON_DOES_NOT_EXIST,
  OWNED_CART_NOT_FOUND,
  STORES_APP_ID,
} from "@vitrine/sdk/ecom";
import { describe, expect, it } from "vitest";
import { rejection } from "./support/ecom-clients.ts";
import { useEcomShop } from "./support/ecom-shop.ts";

describe("current cart against the emulator", { timeout: 30_000 }, () => {
  const shop = useEcomShop();

  it("has no cart until a line is added, then reads it back", async () => {
    const shopper = shop.visitor();
    const missing = await rejection(shopper.currentCart.getCurrentCart());
    expect(isApplicationError(missing) && [missing.code, missing.status]).toEqual([
      OWNED_CART_NOT_FOUND,
      404,
    ]);

    const cart = await shopper.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: catalogReference(shop.teeId, { options: { Size: "M", Color: "Red" } }),
          quantity: 2,
        },
      ],
    });
    const [line] = cart.lineItems ?? [];
    expect(line).toMatchObject({
      quantity: 2,
      catalogReference: { appId: STORES_APP_ID, catalogItemId: shop.teeId },
      productName: { original: "Tee" },
      price: { amount: "20.00", formattedAmount: "$20.00" },
      lineItemPrice: { amount: "40.00" },
      availability: { status: "AVAILABLE" },
    });
    expect(line?.descriptionLines?.map((d) => d.name?.original)).toEqual(["Size", "Color"]);
    expect(cart.createdDate).toBeInstanceOf(Date);
    expect(cart.currency).toBe("USD");

    const again = await shopper.currentCart.getCurrentCart();
    expect(again.id).toBe(cart.id);
    expect(again.updatedDate).toBeInstanceOf(Date);
  });

  it("changes quantities, removes lines, and deletes the cart", async () => {
    const shopper = shop.visitor();
    let cart = await shopper.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: catalogReference(shop.teeId, { options: { Size: "S", Color: "Blue" } }),
          quantity: 1,
        },
        { catalogReference: catalogReference({ id: shop.mugId }), quantity: 1 },
      ],
    });
    const [tee, mug] = cart.lineItems ?? [];
    expect(mug?.price?.amount).toBe("9.50");

    cart = await shopper.currentCart.updateCurrentCartLineItemQuantity([{ id: tee?.id ?? "", quantity: 3 }]);
    expect(cart.lineItems?.find((l) => l.id === tee?.id)?.lineItemPrice?.amount).toBe("60.00");

    cart = await shopper.currentCart.removeLineItemsFromCurrentCart([mug?.id ?? ""]);
    expect(cart.lineItems?.map((l) => l.id)).toEqual([tee?.id]);

    await shopper.currentCart.deleteCurrentCart();
    const gone = await rejection(shopper.currentCart.getCurrentCart());
    expect(isApplicationError(gone) && gone.code).toBe(OWNED_CART_NOT_FOUND);
  });

  it("applies and removes a coupon, keeps a note, refuses an unknown coupon", async () => {
    const shopper = shop.visitor();
    await shopper.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 1 }],
    });
    let cart = await shopper.currentCart.updateCurrentCart({
      couponCode: "VITRINE10",
      cartInfo: { buyerNote: "Gift wrap" },
    });
    expect(cart.buyerNote).toBe("Gift wrap");
    expect(cart.appliedDiscounts?.map((d) => d.coupon?.code)).toEqual(["VITRINE10"]);

    const unknown = await rejection(shopper.currentCart.updateCurrentCart({ couponCode: "NOPE" }));
    expect(isApplicationError(unknown) && unknown.code).toBe(ERROR_COUPON_DOES_NOT_EXIST);
    expect((await shopper.currentCart.getCurrentCart()).appliedDiscounts?.map((d) => d.coupon?.code)).toEqual(
      ["VITRINE10"],
    );

    cart = await shopper.currentCart.removeCouponFromCurrentCart();
    expect(cart.appliedDiscounts ?? []).toEqual([]);
  });

  it("estimates totals with the coupon, shipping and tax, as decimal strings", async () => {
    const shopper = shop.visitor();
    await shopper.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: catalogReference(shop.teeId, { options: { Size: "M", Color: "Red" } }),
          quantity: 2,
        },
      ],
    });
    await shopper.currentCart.updateCurrentCart({ couponCode: "VITRINE10" });
    const estimate = await shopper.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: "US", subdivision: "US-NY", city: "New York", postalCode: "10001" },
    });
    const amounts = Object.fromEntries(
      Object.entries(estimate.priceSummary ?? {}).map(([name, price]) => [name, price?.amount]),
    );
    // 2 × 20.00 = 40.00; 10 % off = 4.00; 8 % tax on 36.00 = 2.88; 5.00 shipping.
    expect(amounts).toMatchObject({
      subtotal: "40.00",
      discount: "4.00",
      tax: "2.88",
      shipping: "5.00",
      total: "43.88",
    });
    expect(estimate.cart?.createdDate).toBeInstanceOf(Date);
    expect(estimate.calculatedLineItems?.[0]?.pricesBreakdown?.lineItemPrice?.amount).toBe("40.00");
  });

  it("gives each visitor their own cart", async () => {
    const ada = shop.visitor();
    const bob = shop.visitor();
    const adas = await ada.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 1 }],
    });
    const bobs = await bob.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 4 }],
    });
    expect(bobs.id).not.toBe(adas.id);
    expect((await ada.currentCart.getCurrentCart()).lineItems?.[0]?.quantity).toBe(1);
    expect(adas.buyerInfo?.visitorId).not.toBe(bobs.buyerInfo?.visitorId);
  });

  it("answers bad input with typed errors and changes nothing", async () => {
    const shopper = shop.visitor();
    const zero = await rejection(
      shopper.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 0 }],
      }),
    );
    expect(isValidationError(zero) && zero.fieldViolations.map((v) => [v.field, v.violatedRule])).toEqual([
      ["lineItems[0].quantity", "MIN"],
    ]);
    const none = await rejection(shopper.currentCart.getCurrentCart());
    expect(isApplicationError(none) && none.code).toBe(OWNED_CART_NOT_FOUND);
    const empty = await rejection(shop.admin.cart.createCart({}));
    expect(isApplicationError(empty) && [empty.code, empty.status]).toEqual([
      CANT_CREATE_CART_WITHOUT_ITEMS,
      400,
    ]);
  });

  it("creates, reads and adds to a cart by id", async () => {
    const created = await shop.admin.cart.createCart({
      lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 1 }],
      cartInfo: { buyerNote: "Phone order" },
    });
    const id = created.id ?? "";
    const added = await shop.admin.cart.addToCart(id, {
      lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 2 }],
    });
    expect(added.id).toBe(id);
    const read = await shop.admin.cart.getCart(id);
    expect(read.buyerNote).toBe("Phone order");
    expect(read.lineItems?.reduce((n, l) => n + (l.quantity ?? 0), 0)).toBe(3);
    expect(read.createdDate).toBeInstanceOf(Date);
  });
});
