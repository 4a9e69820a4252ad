/** What the shopper can buy: in stock, a few left, sold out, or "choose options" first. */
import type { ShopProduct, VariantSelection } from "@vitrine/react";

/** The few-left threshold. */
const LOW_STOCK = 5;

/** Says whether the chosen variant (or the product) is available. */
export function StockStatus({ product, selection }: { product: ShopProduct; selection: VariantSelection }) {
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
    const stock = selection.stock ?? product.stock;
    const quantity = stock.quantity;
    const tracked = stock.tracked;
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
