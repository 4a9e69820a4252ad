/**
 * What every hosted page works with: the database, the configuration and the
 * clock (the credentials' `now`), the fields of a query or posted form, and the
 * unexpired redirect session a page's link names.
 */
import type { Credentials } from "../auth/credentials.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { findRedirectSession, pageOf, type RedirectSession } from "../oauth/redirect-sessions.ts";

/** What the pages need. */
export interface HostedPagesContext {
  db: Database;
  config: EmulatorConfig;
  credentials: Credentials;
}

/** A posted `application/x-www-form-urlencoded` form, parsed. */
export type Form = Record<string, string>;

/**
 * The text field `name` of a query or form; `""` when absent or not text.
 *
 * @example
 * ```ts
 * formField(request.query, "sessionId");
 * ```
 */
export function formField(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/** The current time of the emulator's clock. */
export function pageTime({ credentials }: HostedPagesContext): Date {
  return new Date(credentials.now());
}

/** Whether cookies are marked Secure: the emulator's public URL is https. */
export function secureCookies({ config }: HostedPagesContext): boolean {
  return config.publicUrl.startsWith("https:");
}

/**
 * The unexpired redirect session `id` whose hosted page is `page`, if any.
 *
 * @example
 * ```ts
 * const session = await loadPageSession(context, "login", formField(request.query, "sessionId"));
 * ```
 */
export async function loadPageSession(
  context: HostedPagesContext,
  page: string,
  id: string,
): Promise<RedirectSession | undefined> {
  const session = id ? await findRedirectSession(context.db, id, pageTime(context)) : undefined;
  return session && pageOf(session.request.kind) === page ? session : undefined;
}
