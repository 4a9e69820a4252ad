/**
 * Failures of the token endpoint, reported as OAuth 2.0 errors (RFC 6749 §5.2):
 * `{error, error_description}` rather than the API's usual envelope.
 */

/** The error codes of RFC 6749 §5.2 the emulator uses. */
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "server_error";

/** A token-endpoint failure: HTTP 400, or 401 for `invalid_client`. */
export class OAuthFailure extends Error {
  readonly status: number;
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.status = error === "invalid_client" ? 401 : error === "server_error" ? 500 : 400;
  }

  /** The response body. */
  body(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
