/** A product in a grid: picture, ribbon, name, brand and price, linking to its page. */
import type { ShopProduct } from "@vitrine/react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";
import { Ribbon } from "./ribbon.tsx";

/** A card's picture slot: two columns on phones, three on tablets, then about 300px. */
const CARD_SIZES = "(max-width: 480px) 50vw, (max-width: 860px) 33vw, 300px";

/** One product card. */
export function ProductCard({ product }: { product: ShopProduct }) {
  const soldOut = !product.stock.inStock;
  return (
    <article className="product-card" data-testid="product-card">
      <Link to={paths.product(product.slug)} className="product-card__link">
        <div className="product-card__media">
          <ProductImage item={product.mainMedia ?? undefined} alt="" sizes={CARD_SIZES} />
          <Ribbon text={product.ribbon} />
        </div>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.brand ? <p className="product-card__brand">{product.brand}</p> : null}
      <Price price={product.price} />
      {soldOut ? <p className="product-card__stock">Sold out</p> : null}
    </article>
  );
}
