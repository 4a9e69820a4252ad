/** A responsive grid of product cards. */
import type { ShopProduct } from "@vitrine/react";
import { ProductCard } from "./product-card.tsx";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly ShopProduct[];
  /** Dimmed while newer results load. */
  stale?: boolean;
}

/** Lays products out in a grid. */
export function ProductGrid({ products, stale = false }: ProductGridProps) {
  return (
    <ul className={`product-grid${stale ? " is-stale" : ""}`} aria-busy={stale}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
