/**
 * `useAddToCart()`: adds a product's chosen variant to the current cart, creating the cart when
 * there is none. The line names the variant by the variant's own selection (`ShopVariant.selection`:
 * a v3 variant's id, a v1 variant's choices); a v3 line carries the chosen modifiers and
 * subscription plan beside it. The line shows in the cached cart at once: the quantity of the
 * same line grows, or a new line appears with what `preview` tells of it.
 */
import { type UseMutationResult, useQueryClient } from "@tanstack/react-query";
import type { Cart, CatalogReference, LineItem, ProductSelection } from "@vitrine/sdk/ecom";
import { linePrice } from "./cart-contents.js";
import { type CartSnapshot, useCartMutation } from "./cart-mutation.js";
import { lineReference } from "./line-reference.js";
import type { PurchaseChoices } from "./purchase-options.js";
import { vitrineKeys } from "./query-keys.js";
import { onlyVariant, type ShopProduct, type ShopVariant } from "./shop-product/shop-product.js";

/** What {@link useAddToCart}'s `mutate` takes. */
export interface AddToCartVariables {
  /** The product, or its id. */
  product: string | Pick<ShopProduct, "id" | "catalog" | "variants">;
  /** The chosen variant (`useVariantSelection(product).variant`); default a product's only variant. */
  variant?: Pick<ShopVariant, "selection">;
  /** For a product given by id: the line's selection (`{ options: { Size: "M" } }` or `{ variantId }`). */
  selection?: ProductSelection;
  /** Modifiers, free text and a subscription plan the shopper settled (see `ShopProduct.purchaseOptions`). */
  purchase?: PurchaseChoices;
  /** How many (default 1). */
  quantity?: number;
  /** What a new line shows until the server's cart arrives: name, unit price, image, options. */
  preview?: Pick<LineItem, "productName" | "price" | "image" | "descriptionLines">;
}

/** The prefix of the id of a line shown before the server made it. */
export const PENDING_LINE_PREFIX = "pending:";

function sameReference(a: CatalogReference | undefined, b: CatalogReference): boolean {
  return (
    a?.appId === b.appId &&
    a?.catalogItemId === b.catalogItemId &&
    JSON.stringify(a?.options ?? null) === JSON.stringify(b.options ?? null)
  );
}

/** The reference of the line to add; `v3` when the product is known to be a v3 one. */
function referenceOf(variables: AddToCartVariables, v3: boolean): CatalogReference {
  const { product } = variables;
  if (typeof product === "string") return lineReference(product, variables.selection, variables.purchase, v3);
  const variant = variables.variant ?? onlyVariant(product);
  const selection = variant ? variant.selection : variables.selection;
  return lineReference(product.id, selection, variables.purchase, product.catalog === "V3_CATALOG");
}

function withAddedLine(cart: Cart, variables: AddToCartVariables): Cart {
  const reference = referenceOf(variables, false);
  const quantity = variables.quantity ?? 1;
  const lines = cart.lineItems ?? [];
  const same = lines.find((line) => sameReference(line.catalogReference, reference));
  if (same) {
    const total = (same.quantity ?? 0) + quantity;
    const grown: LineItem = { ...same, quantity: total };
    const lineItemPrice = linePrice(same.price, total, cart.currency);
    if (lineItemPrice) grown.lineItemPrice = lineItemPrice;
    return { ...cart, lineItems: lines.map((line) => (line === same ? grown : line)) };
  }
  const added: LineItem = {
    ...variables.preview,
    id: `${PENDING_LINE_PREFIX}${reference.catalogItemId}:${lines.length}`,
    quantity,
    catalogReference: reference,
  };
  const lineItemPrice = linePrice(variables.preview?.price, quantity, cart.currency);
  if (lineItemPrice) added.lineItemPrice = lineItemPrice;
  return { ...cart, lineItems: [...lines, added] };
}

/**
 * Adds to the current cart; `mutate` / `mutateAsync` take {@link AddToCartVariables} and resolve
 * the server's cart. A failure puts the cart back and is in `error` (e.g. an `ApplicationError`).
 *
 * @example
 * ```tsx
 * const addToCart = useAddToCart();
 * addToCart.mutate({ product, variant: selection.variant, quantity: 2, preview: { productName: { original: product.name } } });
 * ```
 */
export function useAddToCart(): UseMutationResult<Cart, Error, AddToCartVariables, CartSnapshot> {
  const queryClient = useQueryClient();
  return useCartMutation<AddToCartVariables>({
    call: (client, variables) => {
      const v3 = queryClient.getQueryData(vitrineKeys.catalogVersion()) === "V3_CATALOG";
      return client.currentCart.addToCurrentCart({
        lineItems: [
          {
            catalogReference: referenceOf(variables, v3),
            quantity: variables.quantity ?? 1,
          },
        ],
      });
    },
    optimistic: withAddedLine,
  });
}
