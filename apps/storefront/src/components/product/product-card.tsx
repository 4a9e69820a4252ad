/**
 * A product in a grid: picture, ribbon, name, brand and price, linking to its page. A card above
 * the fold fetches its picture at once, at high priority (`eager`): it is the page's largest
 * paint, and a lazy picture is asked for only once the page has been laid out.
 */
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import type { ProductCardData } from "../../lib/listing-cards.ts";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";
import { Ribbon } from "./ribbon.tsx";

/**
 * A card's picture slot: two columns on phones (half the width less the page's margins and the
 * gap), three on tablets, then about 300px.
 */
const CARD_SIZES = "(max-width: 480px) calc(50vw - 24px), (max-width: 860px) 33vw, 300px";

/** One product card. */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const soldOut = !product.stock.inStock;
  return (
    <article className="product-card" data-testid="product-card">
      <Link to={paths.product(product.slug)} className="product-card__link">
        <div className="product-card__media">
          <ProductImage item={product.mainMedia ?? undefined} alt="" sizes={CARD_SIZES} eager={eager} />
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
