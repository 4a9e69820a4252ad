/**
 * The member session's endpoints, a small backend for the browser: the page hands a sign-in's
 * member tokens to `POST /session`, which keeps the refresh token in the `HttpOnly` member cookie
 * and answers the access token and the placeholder the page keeps in its place; `POST
 * /session/refresh` renews the access token with the cookie's refresh token and answers as the
 * API's token endpoint does (so the SDK's strategy reads it as its own renewal); `POST
 * /session/sign-out` clears the cookie (the hosted sign-out the page goes through next ends the
 * session at the API: the protocol has no call that revokes one refresh token). Each refuses a
 * request another site sent (`Sec-Fetch-Site`, else `Origin`, must be this origin's): 403. Errors
 * answer in the API's error envelope. The `.server` suffix keeps this module out of the browser's
 * build.
 */
import { isApiError } from "@vitrine/sdk";
import { expireCookie, parseCookieHeader, serializeCookie } from "@vitrine/sdk/cookies";
import { type AccessToken, requestTokens } from "@vitrine/sdk/identity";
import type { StorefrontConfig } from "../app/config.ts";
import { MEMBER_COOKIE, memberCookieOptions } from "./member-cookie.ts";
import { sessionPlaceholder } from "./member-tokens.server.ts";

/** What `POST /session` answers: never the refresh token. */
export interface SessionHandOver {
  accessToken: AccessToken;
  /** The placeholder the page keeps in the refresh token's place. */
  session: string;
}

function json(status: number, body: unknown, setCookie?: string): Response {
  const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(JSON.stringify(body), { status, headers });
}

function failure(status: number, code: string, description: string, setCookie?: string): Response {
  return json(
    status,
    { message: description, details: { applicationError: { code, description, data: {} } } },
    setCookie,
  );
}

/** The request came from a page of this origin (a same-origin `fetch` or form post). */
function fromThisOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  return request.headers.get("Origin") === new URL(request.url).origin;
}

function cookieOf(request: Request): string | undefined {
  return parseCookieHeader(request.headers.get("Cookie"))[MEMBER_COOKIE];
}

/** The `Set-Cookie` value keeping `refreshToken`, or clearing the cookie when there is none. */
function memberCookie(request: Request, refreshToken?: string): string {
  const options = memberCookieOptions(request.url);
  return refreshToken
    ? serializeCookie(MEMBER_COOKIE, refreshToken, options)
    : expireCookie(MEMBER_COOKIE, options);
}

function guarded(handle: (request: Request) => Promise<Response>) {
  return (request: Request): Promise<Response> => {
    if (request.method !== "POST")
      return Promise.resolve(failure(405, "METHOD_NOT_ALLOWED", "Only POST is accepted."));
    if (!fromThisOrigin(request))
      return Promise.resolve(
        failure(403, "CROSS_SITE_REQUEST", "The request did not come from this storefront."),
      );
    return handle(request);
  };
}

/** Reads the member tokens of a hand-over: JSON `{ accessToken, refreshToken }`. */
async function handedTokens(request: Request) {
  const body = (await request.json().catch(() => undefined)) as
    | { accessToken?: Partial<AccessToken>; refreshToken?: { value?: unknown; role?: unknown } }
    | undefined;
  const access = body?.accessToken;
  const refresh = body?.refreshToken;
  if (typeof access?.value !== "string" || !access.value || typeof access.expiresAt !== "number")
    return undefined;
  if (typeof refresh?.value !== "string" || !refresh.value || refresh.role !== "member") return undefined;
  return { accessToken: { value: access.value, expiresAt: access.expiresAt }, refreshToken: refresh.value };
}

/**
 * `POST /session`: keeps a signed-in member's refresh token in the member cookie.
 *
 * @example
 * ```ts
 * export const action = ({ request }: Route.ActionArgs) => handOverSession(request);
 * ```
 */
export const handOverSession = guarded(async (request) => {
  const tokens = await handedTokens(request);
  if (!tokens)
    return failure(
      400,
      "INVALID_SESSION",
      "Expected a member's tokens: { accessToken, refreshToken } of role member.",
    );
  const answer: SessionHandOver = {
    accessToken: tokens.accessToken,
    session: sessionPlaceholder(tokens.refreshToken),
  };
  return json(200, answer, memberCookie(request, tokens.refreshToken));
});

/**
 * `POST /session/refresh`: a new access token for the member cookie's refresh token, in the token
 * endpoint's shape; the API's refusal (the session ended) clears the cookie and is passed on.
 *
 * @example
 * ```ts
 * export const action = ({ request, context }: Route.ActionArgs) => refreshSession(request, context.config);
 * ```
 */
export function refreshSession(request: Request, config: StorefrontConfig): Promise<Response> {
  return guarded(async () => {
    const refreshToken = cookieOf(request);
    if (!refreshToken) return failure(401, "NO_SESSION", "No member is signed in here.");
    try {
      const tokens = await requestTokens(
        { baseUrl: config.apiUrl.replace(/\/+$/, ""), fetch: globalThis.fetch },
        { clientId: config.clientId, grantType: "refresh_token", refreshToken },
      );
      return json(200, { ...tokens, refresh_token: sessionPlaceholder(refreshToken) });
    } catch (error) {
      if (isApiError(error) && error.status < 500)
        return failure(
          error.status,
          "SESSION_ENDED",
          "The member's session has ended.",
          memberCookie(request),
        );
      return failure(503, "API_UNAVAILABLE", "The store could not be reached; try again.");
    }
  })(request);
}

/**
 * `POST /session/sign-out`: clears the member cookie.
 *
 * @example
 * ```ts
 * export const action = ({ request }: Route.ActionArgs) => endSession(request);
 * ```
 */
export const endSession = guarded(async (request) => json(200, {}, memberCookie(request)));
