/**
 * The storefront's one boundary to the API: every SDK client the app uses is made here, on the
 * API origin of the run-time settings (`app/config.ts`). The shop's client (the calls the hooks
 * make): on the server one per request (`createShopClient`, see `request-shop.server.ts`), in the
 * browser one per page (`browserShopClient`), the server reading the session the browser keeps
 * (`shop-cookies.ts`); and the dashboard's merchant client for an API key (catalogue, orders,
 * media upload), which loads on first use, so the shop's JavaScript does not carry it. The rest of
 * the app imports its clients from here only.
 */
import { type CartStorage, createVitrineClient, localCartStorage, type VitrineClient } from "@vitrine/react";
import {
  type ApiKeyOptions,
  ApiKeyStrategy,
  type AuthStrategy,
  type Client,
  createClient,
  type TransportOptions,
} from "@vitrine/sdk";
import { documentCookieJar } from "@vitrine/sdk/cookies";
import { localTokenStorage, type OAuthTokenStorage } from "@vitrine/sdk/identity";
import { browserConfig, type StorefrontConfig } from "../app/config.ts";
import type { adminCalls } from "./admin-calls.ts";
import { memberSessionFetch, memberSessionTokens } from "./member-session.ts";
import { cartCookie, mirroredCartMark, mirroredTokens, tokenCookie } from "./shop-cookies.ts";

/** What every client of the browser shares: the API origin. */
function transport(): TransportOptions {
  return { baseUrl: browserConfig().apiUrl };
}

/** Where a shop client keeps its tokens and its cart mark. */
export interface ShopStorage {
  tokenStorage?: OAuthTokenStorage;
  cartStorage?: CartStorage;
  /** The `fetch` of its calls and token requests (default the global one). */
  fetch?: typeof globalThis.fetch;
}

/**
 * A shop client for the settings `config`: visitor tokens for the project's OAuth client (then a
 * member's), kept in `storage` (default: memory, for one request on the server).
 *
 * @example
 * ```ts
 * const client = createShopClient(context.config, { tokenStorage });
 * ```
 */
export function createShopClient(config: StorefrontConfig, storage: ShopStorage = {}): VitrineClient {
  return createVitrineClient({ baseUrl: config.apiUrl, clientId: config.clientId, ...storage });
}

let inBrowser: VitrineClient | undefined;

/**
 * The browser's shop client, made once per page: tokens kept in `localStorage` (so a member stays
 * signed in across reloads and tabs), and beside them whether the visitor has a cart (so a visitor
 * who never made one is not asked), both mirrored into the cookies the server reads. A member's
 * refresh token is in none of them: the server keeps it in an `HttpOnly` cookie and renews the
 * page's access token (`member-session.ts`).
 */
export function browserShopClient(): VitrineClient {
  const { clientId } = browserConfig();
  const jar = documentCookieJar();
  inBrowser ??= createShopClient(browserConfig(), {
    tokenStorage: memberSessionTokens(mirroredTokens(localTokenStorage(clientId), tokenCookie(jar))),
    cartStorage: mirroredCartMark(localCartStorage(clientId), cartCookie(jar)),
    fetch: memberSessionFetch(),
  });
  return inBrowser;
}

/** The merchant client. */
export type AdminClient = Client<typeof adminCalls, AuthStrategy>;

/**
 * The dashboard's client for a merchant's API key, with one retry of an idempotent call (so a
 * failure reaches the merchant quickly).
 *
 * @example
 * ```ts
 * const admin = await createAdminClient({ apiKey, siteId });
 * await admin.products.deleteProduct("p1");
 * ```
 */
export async function createAdminClient(credentials: ApiKeyOptions): Promise<AdminClient> {
  const { adminCalls } = await import("./admin-calls.ts");
  return createClient({
    ...transport(),
    modules: adminCalls,
    auth: ApiKeyStrategy(credentials),
    retry: { limit: 1 },
  });
}
