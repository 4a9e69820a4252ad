/**
 * The hosted product page (`/_hosted/product`, a `storesProduct` redirect
 * session whose client names no product page of its own): the visible product
 * of the slug, with its name, price, main image and description. The
 * description, rich text in the catalogue, is shown as plain text (tags
 * dropped, the common entities read, the rest escaped by the `html` tag). When
 * the client names a product page, `/_hosted/product` sends the browser there
 * (303); an unknown or hidden product gets a 404 page.
 */
import type { FastifyInstance } from "fastify";
import { httpOrigin } from "../auth/allowed-redirects.ts";
import type { Queryable } from "../db/database.ts";
import { sendPage } from "../html/html-page.ts";
import { html, type SafeHtml } from "../html/html-template.ts";
import { backLink } from "./back-link.ts";
import { formField, type HostedPagesContext, loadPageSession } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";

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
 * sendPage(reply, { title: product.name, body: productPageHtml(product) }, { imageSources: [origin] });
 * ```
 */
export function productPageHtml(product: HostedProduct): SafeHtml {
  return html`${product.imageUrl && html`<p><img src="${product.imageUrl}" alt="${product.name}" width="320"></p>`}
${product.price && html`<p>Price: <strong>${product.price}</strong></p>`}
${product.description && html`<p>${product.description}</p>`}`;
}

/**
 * Registers `GET /_hosted/product` on `app`: the store's product page when the session's client
 * names one, else the hosted one.
 *
 * @example
 * ```ts
 * registerProductPage(scope, context);
 * ```
 */
export function registerProductPage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get("/_hosted/product", async (request, reply) => {
    const session = await loadPageSession(context, "product", formField(request.query, "sessionId"));
    const product = session?.request.product;
    if (!session || !product) return sendLinkExpired(reply);
    if (product.storeUrl)
      return reply.code(303).header("location", product.storeUrl).header("cache-control", "no-store").send();
    const back = backLink(session.request.postFlowUrl);
    const found = await findHostedProduct(context.db, product.slug);
    if (!found)
      return sendPage(reply, {
        title: "Product not found",
        status: 404,
        body: html`<p>This product is not in the store, or not on sale.</p>${back}`,
      });
    const imageOrigin = found.imageUrl ? httpOrigin(found.imageUrl) : undefined;
    return sendPage(
      reply,
      { title: found.name, body: html`${productPageHtml(found)}${back}` },
      { imageSources: imageOrigin ? [imageOrigin] : [] },
    );
  });
}
