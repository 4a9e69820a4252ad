/**
 * One request to the token endpoint, `POST /oauth2/token` (RFC 6749 §3.2): the grants the
 * provider knows (anonymous, refresh_token, authorization_code, authorized_client). Sent with a
 * bare `fetch`, never through a client's auth, so renewing a token never needs a token.
 */
import type { ErrorDetails } from "../core/error-details.js";
import { ApiError, SystemError } from "../core/errors.js";
import { isObject } from "../core/is-object.js";
import type { TokenResponse } from "./tokens.js";

/** `code` of the {@link ApiError} a failed token request throws. */
export const TOKEN_REQUEST_FAILED = "TOKEN_REQUEST_FAILED";

/** How long a token request may take by default, in milliseconds. */
export const TOKEN_TIMEOUT_MS = 30_000;

/** Where tokens are requested. */
export interface TokenEndpoint {
  /** API origin, without a trailing slash. */
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  /** How long a token request may take, in milliseconds. Default {@link TOKEN_TIMEOUT_MS}. */
  readonly timeoutMs?: number | undefined;
}

/**
 * Posts `payload` to `/oauth2/token`. Any answer other than 200 fails with an {@link ApiError}
 * (`code` {@link TOKEN_REQUEST_FAILED}, `status`, `requestId`, the OAuth error body as `details`)
 * whose message is `Failed to fetch tokens from OAuth API: {statusText}. request id: {id}.`,
 * followed by ` Response: {body}` when the server sent one. No answer within the endpoint's
 * timeout, no answer at all, or a 200 that is not JSON fails with a {@link SystemError}
 * (`Failed to fetch tokens from OAuth API: {cause}`, the fetch or parse error as `cause`), so
 * calls waiting for a renewal never hang.
 *
 * @example
 * ```ts
 * const tokens = await requestTokens({ baseUrl, fetch }, { clientId, grantType: "anonymous" });
 * ```
 */
export async function requestTokens(
  endpoint: TokenEndpoint,
  payload: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await endpoint.fetch(`${endpoint.baseUrl}/oauth2/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? TOKEN_TIMEOUT_MS),
    });
    if (response.status === 200) return (await response.json()) as TokenResponse;
  } catch (cause) {
    throw new SystemError(`Failed to fetch tokens from OAuth API: ${cause}`, { cause });
  }
  // No readable body: the message carries status text and request id only.
  const body: unknown = await response.json().catch(() => undefined);
  const requestId = response.headers.get("x-wix-request-id") ?? undefined;
  const message = `Failed to fetch tokens from OAuth API: ${response.statusText}. request id: ${requestId}.${
    body === undefined ? "" : ` Response: ${JSON.stringify(body)}`
  }`;
  const details = isObject(body) ? (body as ErrorDetails) : undefined;
  throw new ApiError(message, { code: TOKEN_REQUEST_FAILED, requestId, status: response.status, details });
}
