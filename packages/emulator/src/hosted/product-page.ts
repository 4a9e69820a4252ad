/**
 * The hosted product page (`/_hosted/product`, a `storesProduct` redirect
 * session whose client names no product page of its own): the visible product
 * of the slug, with its name, price, main image and description. The
 * description, rich text in the catalogue, is shown as plain text (tags
 * dropped, the common entities read, the rest escaped by the `html` tag).
 */
import type { Queryable } from "../db/database.ts";
import { httpOrigin } from "../oauth/allowed-redirects.ts";
import { html, type SafeHtml } from "./html-template.ts";

/** What the page shows of a product. */
export interface HostedProduct {
  name: string;
  price: string | undefined;
  imageUrl: string | undefined;
  description: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Rich text as plain text: tags dropped (block ends as spaces), the common entities read. */
export function plainText(richText: string): string {
  return richText
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The visible product whose slug is `slug` (catalogue v1), or undefined. */
export async function findHostedProduct(db: Queryable, slug: string): Promise<HostedProduct | undefined> {
  const [row] = await db.query<{ name: string; description: string; doc: Record<string, unknown> }>(
    "select name, description, doc from products where slug = $1 and visible",
    [slug],
  );
  if (!row) return undefined;
  const doc = row.doc as {
    priceData?: { formatted?: { price?: string } };
    media?: { mainMedia?: { image?: { url?: string } } };
  };
  const image = doc.media?.mainMedia?.image?.url;
  return {
    name: row.name,
    price: doc.priceData?.formatted?.price,
    imageUrl: image && httpOrigin(image) ? image : undefined,
    description: plainText(row.description),
  };
}

/**
 * The page's body.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: product.name, body: `${productPageHtml(product)}` }, { imageSources: [origin] });
 * ```
 */
export function productPageHtml(product: HostedProduct): SafeHtml {
  return html`${product.imageUrl && html`<p><img src="${product.imageUrl}" alt="${product.name}" width="320"></p>`}
${product.price && html`<p>Price: <strong>${product.price}</strong></p>`}
${product.description && html`<p>${product.description}</p>`}`;
}
