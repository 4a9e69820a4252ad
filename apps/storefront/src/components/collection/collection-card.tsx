/**
 * A collection tile: picture, name and product count, linking to the collection's page; an
 * `eager` tile (above the fold) fetches its picture at once, at high priority.
 */
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ProductImage } from "../product/product-image.tsx";

/** One collection tile. */
export function CollectionCard({ collection, eager = false }: { collection: CollectionV2; eager?: boolean }) {
  return (
    <Link
      className="collection-card"
      to={paths.collection(collection.slug ?? "")}
      data-testid="collection-card"
    >
      <ProductImage
        item={collection.media?.mainMedia}
        alt=""
        sizes="(max-width: 480px) calc(50vw - 24px), 200px"
        className="collection-card__image"
        eager={eager}
      />
      <span className="collection-card__name">{collection.name}</span>
      <span className="collection-card__count">{collection.numberOfProducts ?? 0} products</span>
    </Link>
  );
}
