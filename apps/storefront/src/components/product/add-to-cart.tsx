/**
 * The product page's "Add to cart": a quantity (1 up to the units in stock) and the button, for
 * the chosen variant. While choices are missing or the variant is sold out the button is
 * disabled and the reason shows next to it (and is its description). The outcome is announced:
 * "Added …" with a link to the cart, or why it failed (the cart badge goes back by itself). A
 * sold-out variant that takes pre-orders is offered as "Pre-order" with the store's message; the
 * shopper's modifiers and subscription plan go into the line, and a mandatory modifier left empty
 * keeps the button disabled. It is a form posted to the product route's action (the options and
 * purchase fields belong to it by their `form` attribute), so it adds without JavaScript too;
 * the action's answer shows the same way: "Added …" after its redirect (`?added=`), or why not.
 */
import {
  onlyVariant,
  type PreorderTerms,
  type PurchaseChoices,
  type PurchaseOptions,
  type ShopProduct,
  useAddToCart,
  type VariantSelection,
} from "@vitrine/react";
import type { DescriptionLine } from "@vitrine/sdk/ecom";
import { useCallback, useId, useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { failureReason } from "../cart/cart-messages.ts";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration.ts";
import { ADD_FIELDS, addedIn, MAX_AT_ONCE } from "./add-to-cart-fields.ts";
import { pictureOf } from "./product-image.tsx";
import { ShowChoiceButton } from "./show-choice-button.tsx";

/** What the product route's action answers when it did not add (its page shows it). */
export interface AddToCartFailure {
  failure: string;
}

/** The outcome shown under the button. */
type Status = { kind: "added" | "failed"; text: string };

function addedText(quantity: number, product: ShopProduct): string {
  return `Added ${quantity} × ${product.name || "item"} to your cart.`;
}

/** The outcome of the form posted without JavaScript: the action's failure, or the redirect's `?added=`. */
function servedStatus(
  product: ShopProduct,
  search: URLSearchParams,
  answer: AddToCartFailure | undefined,
): Status | undefined {
  if (answer?.failure) return { kind: "failed", text: answer.failure };
  const added = addedIn(search);
  return added ? { kind: "added", text: addedText(added, product) } : undefined;
}

/** Units left of the chosen variant (or the product), when the store counts them. */
function unitsLeft(product: ShopProduct, selection: VariantSelection): number | undefined {
  const stock = selection.stock ?? product.stock;
  return stock.tracked ? (stock.quantity ?? undefined) : undefined;
}

/** The pre-order terms of the chosen variant (or the product's only variant), when it takes pre-orders. */
export function preorderOf(
  product: ShopProduct,
  selection: VariantSelection,
  options: PurchaseOptions,
): PreorderTerms | undefined {
  const variantId = (selection.variant ?? onlyVariant(product))?.id;
  return variantId ? options.preorder[variantId] : undefined;
}

/** Why the button is disabled, or `undefined` when the variant can be added. */
function blockedReason(
  selection: VariantSelection,
  options: PurchaseOptions,
  purchase: PurchaseChoices,
  preorder: PreorderTerms | undefined,
): string | undefined {
  const missing = [
    ...selection.options.filter((option) => !option.selected).map((option) => option.name.toLowerCase()),
    ...options.modifiers
      .filter(
        (m) =>
          m.mandatory &&
          !(m.kind === "choices"
            ? purchase.modifierChoices?.[m.key]
            : purchase.customTextFields?.[m.key]?.trim()),
      )
      .map((m) => m.name.toLowerCase()),
  ];
  if (missing.length > 0) return `Choose ${missing.join(" and ")} to add this to your cart.`;
  if (!options.allowOneTimePurchases && options.subscriptions.length > 0 && !purchase.subscriptionOptionId)
    return "Choose a subscription plan to add this to your cart.";
  if (!selection.availableForPurchase && !preorder)
    return "This choice is sold out, so it cannot be added to your cart.";
  return undefined;
}

function formatMoney(amount: string, currency: string | undefined): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency || "USD" }).format(
    Number(amount),
  );
}

function amountOf(value: number | null | undefined): string | undefined {
  return typeof value === "number" ? value.toFixed(2) : undefined;
}

/** The quantity field and "Add to cart" button of a product page. */
export function AddToCart({
  product,
  selection,
  options,
  purchase,
  form,
}: {
  /** The form's id (the option and purchase fields name it). */
  form: string;
  product: ShopProduct;
  selection: VariantSelection;
  options: PurchaseOptions;
  purchase: PurchaseChoices;
}) {
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const setTypedQuantity = useCallback((typed: string) => setQuantity(Number.parseInt(typed, 10) || 1), []);
  const keepTypedQuantity = useTypedBeforeHydration(setTypedQuantity);
  const [search] = useSearchParams();
  const answer = useActionData() as AddToCartFailure | undefined;
  const [status, setStatus] = useState<Status | undefined>(() => servedStatus(product, search, answer));
  const ids = { quantity: useId(), reason: useId(), stockHint: useId() };
  const left = unitsLeft(product, selection);
  const max = Math.max(1, Math.min(MAX_AT_ONCE, left ?? MAX_AT_ONCE));
  const preorder = selection.availableForPurchase ? undefined : preorderOf(product, selection, options);
  const reason = blockedReason(selection, options, purchase, preorder);
  const chosen = Math.min(Math.max(1, quantity), max);

  const add = () => {
    if (reason) return;
    const price = selection.price;
    const picture = pictureOf(product.mainMedia ?? undefined);
    const descriptionLines: DescriptionLine[] = Object.entries(selection.choices).map(([name, value]) => ({
      name: { original: name },
      plainText: { original: value },
    }));
    const unit = amountOf(price?.discountedPrice ?? price?.price);
    setStatus(undefined);
    addToCart.mutate(
      {
        product,
        ...(selection.variant ? { variant: selection.variant } : {}),
        purchase,
        quantity: chosen,
        preview: {
          productName: { original: product.name },
          descriptionLines,
          ...(unit
            ? {
                price: {
                  amount: unit,
                  formattedAmount: price?.formatted?.discountedPrice ?? formatMoney(unit, price?.currency),
                },
              }
            : {}),
          ...(picture?.url ? { image: { url: picture.url } } : {}),
        },
      },
      {
        onSuccess: () => {
          setStatus({ kind: "added", text: addedText(chosen, product) });
        },
        onError: (error) =>
          setStatus({
            kind: "failed",
            text: `${product.name || "It"} was not added to your cart. ${failureReason(error)}`,
          }),
      },
    );
  };

  return (
    <form
      id={form}
      method="post"
      className="add-to-cart"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <div className="add-to-cart__row">
        <div className="field add-to-cart__quantity">
          <label className="field__label" htmlFor={ids.quantity}>
            Quantity
          </label>
          <input
            id={ids.quantity}
            ref={keepTypedQuantity}
            name={ADD_FIELDS.quantity}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={chosen}
            disabled={Boolean(reason)}
            aria-describedby={left !== undefined ? ids.stockHint : undefined}
            onChange={(event) => setTypedQuantity(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--large add-to-cart__button"
          disabled={Boolean(reason) || addToCart.isPending}
          aria-describedby={reason ? ids.reason : undefined}
        >
          {addToCart.isPending ? "Adding…" : preorder ? "Pre-order" : "Add to cart"}
        </button>
        {selection.options.length > 0 ? <ShowChoiceButton /> : null}
      </div>
      {preorder && !reason ? (
        <p className="add-to-cart__preorder" data-testid="preorder-message">
          <span className="badge">Pre-order</span> {preorder.message ?? "Ships when back in stock."}
        </p>
      ) : null}
      {left !== undefined && !reason ? (
        <p className="add-to-cart__hint" id={ids.stockHint}>
          Up to {max} at once.
        </p>
      ) : null}
      {reason ? (
        <p className="add-to-cart__reason" id={ids.reason} data-testid="add-to-cart-reason">
          {reason}
        </p>
      ) : null}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="add-to-cart__status"
        data-testid="add-to-cart-status"
      >
        {status?.kind === "added" ? (
          <p className="add-to-cart__added">
            {status.text} <Link to={paths.cart}>View cart</Link>
          </p>
        ) : null}
      </div>
      {status?.kind === "failed" ? (
        <p className="add-to-cart__error" role="alert">
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
