/**
 * Session pre-warm: a `login` redirect session loaded in a hidden frame, so the hosted pages
 * (checkout, members area) know the visitor before the first redirect. Remembered per OAuth
 * client in `localStorage` for 7 days.
 */
import { browserWindow } from "./browser-only.js";
import { loadFrame } from "./hidden-frame.js";
import type { IdentityClient } from "./identity-client.js";
import { redirectSessionUrl } from "./redirect-url.js";

/** How long a pre-warm counts: 7 days in milliseconds. */
export const SESSION_SYNC_TTL_MS = 604_800_000;

/** Options of the session functions. */
export interface SessionSyncOptions {
  /** Milliseconds since the epoch. Default `Date.now`. */
  now?: () => number;
  /** Where the last sync time is kept. Default `localStorage`. */
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

const key = (clientId: string) => `vitrine.hostedPagesSync.${clientId}`;
const storageOf = (options: SessionSyncOptions) => options.storage ?? browserWindow("sessions").localStorage;

/**
 * Whether this client's visitor session was synced to the hosted pages less than 7 days ago.
 *
 * @example
 * ```ts
 * if (!sessions.isSynced(client)) await sessions.syncToHostedPages(client);
 * ```
 */
function isSynced(client: Pick<IdentityClient, "auth">, options: SessionSyncOptions = {}): boolean {
  const last = Number(storageOf(options).getItem(key(client.auth.clientId)));
  const now = (options.now ?? Date.now)();
  return last > 0 && now - last < SESSION_SYNC_TTL_MS;
}

/**
 * Loads a `login` redirect session in a hidden frame (browsers only) unless synced in the last 7
 * days or `force` is set; a session without a URL fails with `No redirect URL found`.
 *
 * @example
 * ```ts
 * await sessions.syncToHostedPages(client);
 * ```
 */
async function syncToHostedPages(
  client: IdentityClient,
  options: SessionSyncOptions & { force?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  browserWindow("sessions.syncToHostedPages");
  const storage = storageOf(options);
  if (!options.force && isSynced(client, options)) return;
  storage.removeItem(key(client.auth.clientId));
  const { url } = await redirectSessionUrl(client, { login: {} });
  await loadFrame(url, options.timeoutMs);
  storage.setItem(key(client.auth.clientId), String((options.now ?? Date.now)()));
}

/**
 * The session pre-warm functions.
 *
 * @example
 * ```ts
 * import { sessions } from "@vitrine/sdk/identity";
 * await sessions.syncToHostedPages(client, { force: true });
 * sessions.isSynced(client); // true
 * ```
 */
export const sessions = { syncToHostedPages, isSynced };
