/**
 * The storefront server's webhook endpoint: the store's signed deliveries (product created,
 * updated or deleted, its variants with it; inventory item or variants changed; ribbon created,
 * updated or deleted), verified with the SDK's webhook processor against the store's public key,
 * purge what they changed from the process's catalogue cache and its page cache (the same tags),
 * and the handler's `onPurge` is told of each purge (a server running in several processes sends
 * it to the others, which apply it with `applyCachePurge`). A ribbon change purges everything
 * (any product may carry it), and so does any other genuine delivery about the catalogue (a
 * collection's or a category's change, which the SDK has no event definition for: its type names
 * a catalogue entity, `CATALOGUE_EVENT`). A genuine delivery of another type (orders, checkouts)
 * is acknowledged and changes nothing; a delivery that fails verification answers 401 (or 400
 * when malformed), and the store retries it.
 */
import {
  createWebhookProcessor,
  inventoryItemChanged,
  inventoryVariantsChanged,
  isInvalidSignatureError,
  isPublicKeyError,
  isTokenExpiredError,
  productCreated,
  productDeleted,
  productUpdated,
  ribbonCreated,
  ribbonDeleted,
  ribbonUpdated,
  type WebhookPublicKey,
} from "@vitrine/sdk/events";
import type { CatalogueCache } from "./catalogue-cache.ts";
import { productChangeTags } from "./catalogue-tags.ts";
import type { PageCache } from "./page-cache.ts";

/** Event types about the catalogue (stores' catalogue, inventory, collections, categories). */
const CATALOGUE_EVENT = /(^wix\.stores\.|inventory|collection|categor)/i;

/** What a verified delivery drops from a server's caches: the entries carrying one of `tags`, or all. */
export type CachePurge = { tags: string[] } | { all: true };

/** Options of {@link catalogueWebhookHandler}. */
export interface CatalogueWebhookOptions {
  /** The store's webhook public key (PEM, or an RSA JWK). */
  publicKey: WebhookPublicKey;
  cache: CatalogueCache;
  /** The pages rendered from `cache`, purged with it. */
  pages?: Pick<PageCache, "purge" | "purgeAll">;
  /** Told of each purge a verified delivery made, once `cache` and `pages` have made it. */
  onPurge?: (purge: CachePurge) => void;
  /** Oldest signature accepted, in seconds (default 300). */
  maxAgeSeconds?: number;
}

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Drops what `purge` names from `cache` and from `pages`, the pages rendered from it.
 *
 * @example
 * ```ts
 * applyCachePurge({ tags: productChangeTags("p1") }, cache, pages);
 * applyCachePurge({ all: true }, cache, pages);
 * ```
 */
export function applyCachePurge(
  purge: CachePurge,
  cache: Pick<CatalogueCache, "purge" | "purgeAll">,
  pages?: Pick<PageCache, "purge" | "purgeAll">,
): void {
  if ("all" in purge) {
    cache.purgeAll();
    pages?.purgeAll();
  } else {
    cache.purge(purge.tags);
    pages?.purge(purge.tags);
  }
}

/**
 * A handler of `POST` deliveries: `Request` in, `Response` out (a resource route's `action`).
 *
 * @example
 * ```ts
 * const onWebhook = catalogueWebhookHandler({ publicKey: process.env.VITRINE_WEBHOOK_PUBLIC_KEY!, cache });
 * export const action = ({ request }: Route.ActionArgs) => onWebhook(request);
 * ```
 */
export function catalogueWebhookHandler(
  options: CatalogueWebhookOptions,
): (request: Request) => Promise<Response> {
  const { cache, pages, onPurge } = options;
  const purge = (made: CachePurge) => {
    applyCachePurge(made, cache, pages);
    onPurge?.(made);
  };
  const purgeAll = () => purge({ all: true });
  const webhooks = createWebhookProcessor({
    publicKey: options.publicKey,
    maxAgeSeconds: options.maxAgeSeconds ?? 300,
    ignoreUnknownEvents: true,
  });
  const product = ({ metadata }: { metadata: { entityId: string | undefined } }) => {
    purge({ tags: productChangeTags(metadata.entityId) });
  };
  const inventory = ({ data }: { data: { externalId?: string; productId?: string } }) => {
    purge({ tags: productChangeTags(data.externalId ?? data.productId) });
  };
  webhooks.on(productCreated, product);
  webhooks.on(productUpdated, product);
  webhooks.on(productDeleted, product);
  webhooks.on(inventoryItemChanged, inventory);
  webhooks.on(inventoryVariantsChanged, inventory);
  const ribbons = [ribbonCreated, ribbonUpdated, ribbonDeleted];
  for (const ribbon of ribbons) webhooks.on(ribbon, purgeAll);
  const handled = new Set<string>(
    [
      productCreated,
      productUpdated,
      productDeleted,
      inventoryItemChanged,
      inventoryVariantsChanged,
      ...ribbons,
    ].map((definition) => definition.type),
  );

  return async (request) => {
    if (request.method !== "POST") return text(405, "Method not allowed");
    try {
      const event = await webhooks.processRequest(request);
      if (!handled.has(event.eventType) && CATALOGUE_EVENT.test(event.eventType)) purgeAll();
      return text(200, `Processed ${event.eventType}`);
    } catch (error) {
      if (isPublicKeyError(error)) return text(500, "The webhook public key is not usable");
      if (isInvalidSignatureError(error) || isTokenExpiredError(error)) return text(401, "Signature refused");
      return text(400, "Malformed delivery");
    }
  };
}
