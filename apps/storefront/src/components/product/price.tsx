/** A price: the discounted price, and the original struck through when there is a discount. */
import type { PriceData } from "@vitrine/sdk/catalog";

/** Props of {@link Price}. */
export interface PriceProps {
  price: PriceData | undefined;
  /** Larger type, for the product page. */
  large?: boolean;
}

function money(amount: number | null | undefined, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount ?? 0);
}

/** Shows a price in the store's currency. */
export function Price({ price, large = false }: PriceProps) {
  if (!price) return null;
  const full = price.formatted?.price ?? money(price.price, price.currency);
  const discounted = price.formatted?.discountedPrice ?? money(price.discountedPrice, price.currency);
  const reduced = price.discountedPrice !== undefined && price.discountedPrice < (price.price ?? 0);
  return (
    <p className={`price${large ? " price--large" : ""}`} data-testid="price">
      {reduced ? (
        <>
          <span className="price__now">
            <span className="visually-hidden">Now </span>
            {discounted}
          </span>{" "}
          <s className="price__was">
            <span className="visually-hidden">Was </span>
            {full}
          </s>
        </>
      ) : (
        <span className="price__now">{full}</span>
      )}
    </p>
  );
}
