/**
 * `parseFromUrl`: reads the authorization response (RFC 6749 §4.1.2) from the URL the hosted
 * page redirected to: `code`, `state`, or `error` and `error_description`.
 */
import { browserWindow } from "./browser-only.js";

/**
 * Every {@link ResponseMode}.
 *
 * @example
 * ```ts
 * RESPONSE_MODES.includes("web_message"); // true: the hidden frame's mode
 * ```
 */
export const RESPONSE_MODES = ["fragment", "query", "web_message"] as const;
/** Where the authorization server puts its answer. */
export type ResponseMode = (typeof RESPONSE_MODES)[number];

/** The authorization response. */
export interface AuthorizationResponse {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string;
}

/**
 * Parses `url` (default: the current page, browsers only) in the fragment (default) or the query
 * ([RFC 6749 §4.1.2](https://www.rfc-editor.org/rfc/rfc6749#section-4.1.2)).
 *
 * @example
 * ```ts
 * const { code, state, error } = parseFromUrl();
 * const tokens = await getMemberTokens(client, code, state, saved);
 * ```
 */
export function parseFromUrl(
  url?: string,
  responseMode: "fragment" | "query" = "fragment",
): AuthorizationResponse {
  const parsed = new URL(url ?? browserWindow("parseFromUrl without a URL").location.href);
  const params = responseMode === "query" ? parsed.searchParams : new URLSearchParams(parsed.hash.slice(1));
  const error = params.get("error");
  const result: AuthorizationResponse = { code: params.get("code"), state: params.get("state") };
  if (error) {
    result.error = error;
    result.errorDescription = params.get("error_description") ?? "";
  }
  return result;
}
