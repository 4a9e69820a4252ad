/**
 * Redirect sessions: one visit to a hosted page, stored with its normalised
 * request for 30 minutes. Each hosted page is `{publicUrl}/_hosted/{page}?sessionId=…`.
 */
import { randomUUID } from "node:crypto";
import type { EmulatorConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import type { RedirectKind, RedirectRequest } from "./redirect-session-request.ts";

const SESSION_TTL_MS = 30 * 60 * 1000;

/** The hosted page of each kind (kinds the emulator does not implement share one page). */
export function pageOf(kind: RedirectKind): string {
  if (kind === "auth") return "authorize";
  if (kind === "login" || kind === "logout") return kind;
  if (kind === "membersAccount") return "account";
  if (kind === "ecomCheckout") return "checkout";
  if (kind === "storesProduct") return "product";
  return "unsupported";
}

/** A stored redirect session. */
export interface RedirectSession {
  id: string;
  request: RedirectRequest;
  completed: boolean;
}

/** Stores a session for `request`; returns its id and hosted-page URL parts. */
export async function createRedirectSession(
  db: Queryable,
  config: EmulatorConfig,
  request: RedirectRequest,
  now: Date,
): Promise<{ id: string; fullUrl: string; endpoint: string; searchParams: Record<string, string> }> {
  const id = randomUUID();
  await db.query(
    "insert into redirect_sessions (id, kind, request, created_at, expires_at) values ($1, $2, $3, $4, $5)",
    [id, request.kind, JSON.stringify(request), now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  const endpoint = `${config.publicUrl}/_hosted/${pageOf(request.kind)}`;
  const searchParams = { sessionId: id };
  return { id, fullUrl: `${endpoint}?${new URLSearchParams(searchParams)}`, endpoint, searchParams };
}

/** The unexpired session `id`, or undefined. */
export async function findRedirectSession(
  db: Queryable,
  id: string,
  now: Date,
): Promise<RedirectSession | undefined> {
  const [row] = await db.query<{ id: string; request: RedirectRequest; completed_at: Date | null }>(
    "select id, request, completed_at from redirect_sessions where id = $1 and expires_at > $2",
    [id, now],
  );
  return row ? { id: row.id, request: row.request, completed: row.completed_at !== null } : undefined;
}

/** Marks a session used; false when it already was (an authorization request answers once). */
export async function completeRedirectSession(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    "update redirect_sessions set completed_at = $2 where id = $1 and completed_at is null returning id",
    [id, now],
  );
  return rows.length > 0;
}

/** Sets the hash of the CSRF token of the page's current form. */
export async function setCsrfHash(db: Queryable, id: string, csrfHash: string): Promise<void> {
  await db.query("update redirect_sessions set csrf_hash = $2 where id = $1", [id, csrfHash]);
}

/** The hash of the session's current CSRF token, if a form was shown. */
export async function csrfHashOf(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ csrf_hash: string | null }>(
    "select csrf_hash from redirect_sessions where id = $1",
    [id],
  );
  return row?.csrf_hash ?? undefined;
}
