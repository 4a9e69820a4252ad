/** What the shopper can buy: in stock, a few left, sold out, or "choose options" first. */
import type { VariantSelection } from "@vitrine/react";
import type { Product } from "@vitrine/sdk/catalog";

/** The few-left threshold. */
const LOW_STOCK = 5;

/** Says whether the chosen variant (or the product) is available. */
export function StockStatus({ product, selection }: { product: Product; selection: VariantSelection }) {
  let text: string;
  let tone: "ok" | "low" | "out" | "info";
  if (selection.options.length > 0 && !selection.complete) {
    text = `Choose ${selection.options
      .filter((option) => !option.selected)
      .map((option) => option.name.toLowerCase())
      .join(" and ")}`;
    tone = "info";
  } else if (!selection.availableForPurchase) {
    text = "Sold out";
    tone = "out";
  } else {
    const quantity = selection.stock?.quantity ?? product.stock?.quantity;
    const tracked = selection.stock ? selection.stock.trackQuantity !== false : product.stock?.trackInventory;
    if (tracked && typeof quantity === "number" && quantity <= LOW_STOCK) {
      text = `Only ${quantity} left`;
      tone = "low";
    } else {
      text = "In stock";
      tone = "ok";
    }
  }
  return (
    <p className={`stock stock--${tone}`} data-testid="stock" aria-live="polite">
      {text}
    </p>
  );
}
