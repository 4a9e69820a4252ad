/**
 * Where a `storesProduct` redirect session leads: the store's own product page
 * when the OAuth client that asked names a `productUrlTemplate` (the slug put
 * in place of `{slug}`, percent-encoded, and the URL checked against the
 * client's allowed origins like every redirect), else the emulator's hosted
 * product page.
 */

import { requireAllowedUrl } from "../auth/allowed-redirects.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import type { Principal } from "../http/endpoint.ts";

/**
 * The store's product page for `slug`, or undefined when the asking client names none (a
 * merchant's call names no client). A template off the client's origins is a 400.
 *
 * @example
 * ```ts
 * await storeProductUrl(db, config, principal, "blue-shirt"); // "http://localhost:5173/product/blue-shirt"
 * ```
 */
export async function storeProductUrl(
  db: Queryable,
  config: EmulatorConfig,
  principal: Principal,
  slug: string,
): Promise<string | undefined> {
  const clientId =
    principal.kind === "visitor" || principal.kind === "member" ? principal.clientId : undefined;
  const template = config.oauthClients.find((client) => client.clientId === clientId)?.productUrlTemplate;
  if (!template || !clientId) return undefined;
  const url = template.replaceAll("{slug}", encodeURIComponent(slug));
  return requireAllowedUrl(db, clientId, url, "productUrlTemplate");
}
