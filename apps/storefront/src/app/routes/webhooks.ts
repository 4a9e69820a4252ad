/**
 * `POST /webhooks`: the store's signed webhooks reach the server's catalogue cache here, verified
 * against the store's public key (`VITRINE_WEBHOOK_PUBLIC_KEY`); without a key configured the
 * route answers 503 (the store retries). One handler per server configuration, over that
 * server's catalogue cache and page cache; its purges reach the server's other processes through
 * `webhookPurged` (`../webhook-purges.ts`).
 */
import type { ActionFunctionArgs } from "react-router";
import { catalogueCacheOf } from "../../http/catalogue-cache-of.ts";
import { catalogueWebhookHandler } from "../../http/catalogue-webhooks.ts";
import { pageCacheOf } from "../../http/page-cache-of.ts";
import type { StorefrontConfig } from "../config.ts";
import { webhookPurged } from "../webhook-purges.ts";

const handlers = new WeakMap<StorefrontConfig, (request: Request) => Promise<Response>>();

function handlerOf(config: StorefrontConfig, publicKey: string) {
  let handler = handlers.get(config);
  if (!handler) {
    handler = catalogueWebhookHandler({
      publicKey,
      cache: catalogueCacheOf(config),
      pages: pageCacheOf(config),
      onPurge: (purge) => webhookPurged(config, purge),
    });
    handlers.set(config, handler);
  }
  return handler;
}

/** Verifies a delivery and purges what it changed. */
export function action({ request, context }: ActionFunctionArgs): Promise<Response> | Response {
  const key = context.config.webhookPublicKey;
  if (!key) return new Response("No webhook public key is configured\n", { status: 503 });
  return handlerOf(context.config, key)(request);
}

/** A GET is no delivery. */
export function loader(): Response {
  return new Response("Method not allowed\n", { status: 405, headers: { Allow: "POST" } });
}
