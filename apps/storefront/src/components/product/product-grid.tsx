/** A responsive grid of product cards. */
import type { Product } from "@vitrine/sdk/catalog";
import { ProductCard } from "./product-card.tsx";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly Product[];
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
