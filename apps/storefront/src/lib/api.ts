/**
 * The storefront's one boundary to the API: every SDK client the app uses is made here, on the
 * same transport (the API origin of `app/config.ts`). The shop's client (visitor and member
 * tokens kept in `localStorage`, the calls the hooks make), made once; the dashboard's merchant
 * client for an API key (catalogue, orders, media upload); and the emulator's dev calls (mailbox,
 * and the webhook log with a key). The merchant's and the dev calls load on first use, so the
 * shop's JavaScript does not carry them. The rest of the app imports its clients from here only.
 */
import { createVitrineClient, localCartStorage, type VitrineClient } from "@vitrine/react";
import {
  type ApiKeyOptions,
  ApiKeyStrategy,
  type AuthStrategy,
  type Client,
  createClient,
  type TransportOptions,
} from "@vitrine/sdk";
import { localTokenStorage } from "@vitrine/sdk/identity";
import { API_URL, CLIENT_ID } from "../app/config.ts";
import type { adminCalls } from "./admin-calls.ts";
import type { devCalls } from "./dev-calls.ts";

/** What every client of the app shares: the API origin. */
const transport: TransportOptions = { baseUrl: API_URL };

/**
 * The shop's client, made once: visitor tokens for the project's OAuth client, then a member's
 * once signed in, both kept in `localStorage` (so a member stays signed in across reloads and tabs),
 * and beside them whether the visitor has a cart (so a visitor who never made one is not asked).
 */
export const shopClient: VitrineClient = createVitrineClient({
  ...transport,
  clientId: CLIENT_ID,
  tokenStorage: localTokenStorage(CLIENT_ID),
  cartStorage: localCartStorage(CLIENT_ID),
});

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
    ...transport,
    modules: adminCalls,
    auth: ApiKeyStrategy(credentials),
    retry: { limit: 1 },
  });
}

/** The client of the emulator's dev calls. */
export type DevClient = Client<typeof devCalls, AuthStrategy>;

/**
 * A client of the emulator's dev calls: the mailbox is public; the webhook log needs the store's
 * API key (`credentials`). No retries: the dev panel reads again every few seconds anyway.
 *
 * @example
 * ```ts
 * const mail = await (await createDevClient()).mailbox.listMail("ada@example.com");
 * const log = await (await createDevClient({ apiKey, siteId })).webhooks.listWebhookDeliveries(100);
 * ```
 */
export async function createDevClient(credentials?: ApiKeyOptions): Promise<DevClient> {
  const { devCalls } = await import("./dev-calls.ts");
  return createClient({
    ...transport,
    modules: devCalls,
    ...(credentials ? { auth: ApiKeyStrategy(credentials) } : {}),
    retry: false,
  });
}
