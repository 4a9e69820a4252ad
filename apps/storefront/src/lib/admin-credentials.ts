/**
 * The merchant's credentials (API key and site id), kept in `sessionStorage` for the tab's life:
 * never in the URL, never in `localStorage`, gone when the tab closes or the merchant signs out.
 */

/** What the dashboard signs in with. */
export interface AdminCredentials {
  apiKey: string;
  siteId: string;
}

/** The `sessionStorage` key. */
export const ADMIN_CREDENTIALS_KEY = "vitrine.admin.credentials";

/** The stored credentials, or `undefined` when signed out (or the entry is unreadable). */
export function readAdminCredentials(storage: Storage = sessionStorage): AdminCredentials | undefined {
  const text = storage.getItem(ADMIN_CREDENTIALS_KEY);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const { apiKey, siteId } = value as Record<string, unknown>;
    return typeof apiKey === "string" && apiKey && typeof siteId === "string"
      ? { apiKey, siteId }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the credentials for this tab. */
export function saveAdminCredentials(credentials: AdminCredentials, storage: Storage = sessionStorage): void {
  storage.setItem(ADMIN_CREDENTIALS_KEY, JSON.stringify(credentials));
}

/** Forgets the credentials. */
export function clearAdminCredentials(storage: Storage = sessionStorage): void {
  storage.removeItem(ADMIN_CREDENTIALS_KEY);
}
