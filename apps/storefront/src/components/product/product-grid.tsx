/** A responsive grid of product cards. */
import type { ProductCardData } from "../../lib/listing-cards.ts";
import { ProductCard } from "./product-card.tsx";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly ProductCardData[];
  /** Dimmed while newer results load. */
  stale?: boolean;
  /** How many cards from the first fetch their picture at once (those above the fold). */
  eagerCards?: number;
}

/** Lays products out in a grid. */
export function ProductGrid({ products, stale = false, eagerCards = 0 }: ProductGridProps) {
  return (
    <ul className={`product-grid${stale ? " is-stale" : ""}`} aria-busy={stale}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}
