/**
 * API key authentication for elevated (merchant, app) calls: the key goes raw in `Authorization`
 * and the site in `wix-site-id`.
 */
import type { AuthStrategy } from "./auth-strategy.js";

/** Options of {@link ApiKeyStrategy}. */
export interface ApiKeyOptions {
  /** The API key, sent as is (no `Bearer ` prefix). */
  apiKey: string;
  /** The site the calls act on. */
  siteId?: string | undefined;
  /** The account the calls act on, for account-level APIs. */
  accountId?: string | undefined;
}

/**
 * Authenticates every call with an API key.
 *
 * @example
 * ```ts
 * const admin = createClient({
 *   modules: { products },
 *   auth: ApiKeyStrategy({ apiKey: process.env.API_KEY!, siteId: process.env.SITE_ID! }),
 * });
 * ```
 */
export function ApiKeyStrategy({ apiKey, siteId, accountId }: ApiKeyOptions): AuthStrategy {
  const headers: Record<string, string> = { Authorization: apiKey };
  if (siteId) headers["wix-site-id"] = siteId;
  if (accountId) headers["wix-account-id"] = accountId;
  return { getAuthHeaders: () => Promise.resolve({ headers: { ...headers } }) };
}
