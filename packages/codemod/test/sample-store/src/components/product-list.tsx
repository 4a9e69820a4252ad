/** The shelf: one row per product with its price and an add-to-cart button. */
import type { ProductCard } from "../catalog.ts";

/** Props of {@link ProductList}. */
export interface ProductListProps {
  products: ProductCard[];
  onAdd: (product: ProductCard) => void;
}

/** The products as a list. */
export function ProductList({ products, onAdd }: ProductListProps) {
  return (
    <ul className="shelf">
      {products.map((product) => (
        <li key={product.id}>
          <a href={`/products/${product.slug}`}>{product.name}</a> <span>{product.price.toFixed(2)}</span>
          <button type="button" onClick={() => onAdd(product)}>
            Add to cart
          </button>
        </li>
      ))}
    </ul>
  );
}
