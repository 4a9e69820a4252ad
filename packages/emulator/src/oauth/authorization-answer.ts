/**
 * What the hosted authorize page answers the client (RFC 6749 §4.1.2, OAuth 2.0
 * Form Post/Web Message modes): `code`/`state` (or `error`/`error_description`),
 * sent in the fragment or query of a redirect to `redirectUri`, or, for
 * `web_message`, posted to the parent page at one exact origin: the redirect
 * URI's, or, when the request had none, the embedding page's origin (from
 * `Referer`) if it is one of the client's allowed origins. The web_message page
 * itself is `hosted/web-message-page.ts`.
 */
import type { FastifyRequest } from "fastify";
import { clientOrigins, httpOrigin } from "../auth/allowed-redirects.ts";
import type { Queryable } from "../db/database.ts";
import type { RedirectRequest } from "./redirect-session-request.ts";

/** What the client gets: a code, or an OAuth error. */
export type AuthorizationResult = { code: string } | { error: string; error_description: string };

/** The authorization request of a redirect session. */
export type AuthRequest = NonNullable<RedirectRequest["auth"]>;

/** The answer's parameters: the result and the request's `state`. */
export type AuthorizationParams = AuthorizationResult & { state: string };

/**
 * The answer's parameters for `auth`.
 *
 * @example
 * ```ts
 * authorizationParams(auth, { code }); // { code, state: auth.state }
 * ```
 */
export function authorizationParams(auth: AuthRequest, result: AuthorizationResult): AuthorizationParams {
  return { ...result, state: auth.state };
}

/**
 * The origin a `web_message` answer goes to, or undefined when no allowed one is
 * known (then nothing is posted).
 */
export async function messageTarget(
  db: Queryable,
  auth: AuthRequest,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (auth.redirectUri) return httpOrigin(auth.redirectUri);
  const referer = request.headers.referer;
  const origin = typeof referer === "string" ? httpOrigin(referer) : undefined;
  const allowed = (await clientOrigins(db, auth.clientId)) ?? [];
  return origin && allowed.includes(origin) ? origin : undefined;
}

/**
 * The redirect URI with the answer in its query (`query` mode) or fragment (`fragment` mode).
 *
 * @example
 * ```ts
 * reply.code(303).header("location", authorizationRedirect(auth, { code })).send();
 * ```
 */
export function authorizationRedirect(auth: AuthRequest, result: AuthorizationResult): string {
  const params = authorizationParams(auth, result);
  const url = new URL(auth.redirectUri as string);
  if (auth.responseMode === "query") {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  } else url.hash = new URLSearchParams(params).toString();
  return url.toString();
}
