/**
 * RS256 JWT verification (RFC 7515 compact serialization, RFC 7519 claims) with WebCrypto only.
 * The steps run in an order that keeps the key out of reach of a forged token: the shape is
 * checked, then the header's `alg` must be exactly `RS256` (so `none`, `HS256` and the rest are
 * refused before the key is touched), then the signature, then the times: `exp` is required (a
 * token without one would be good forever) and, with `maxAgeSeconds`, `iat` must be recent.
 * Verification is stateless: the same genuine token verifies every time it is presented, so a
 * receiver that must not act twice de-duplicates by event id.
 */
import { decodeBase64url } from "./base64url-decode.js";
import {
  InvalidSignatureError,
  MalformedTokenError,
  TokenExpiredError,
  UnsupportedAlgorithmError,
} from "./errors.js";
import { RS256 } from "./public-key.js";

/** The verified claims of a token. */
export type JwtClaims = Record<string, unknown>;

/** How {@link verifyJwt} checks a token's times. */
export interface JwtTimeOptions {
  /**
   * Refuse a token without `exp` (RFC 7519 §4.1.4) with a `MalformedTokenError`; default `true`.
   * Turn it off only for a sender known to sign without one.
   */
  requireExp?: boolean;
  /**
   * When set, `iat` (RFC 7519 §4.1.6) is required and a token issued more than this many seconds
   * ago (beyond the clock skew) is refused with a `TokenExpiredError`, even before its `exp`.
   */
  maxAgeSeconds?: number;
  /** Tolerated difference between the sender's clock and `now`, for `iat`; default 60 seconds. */
  clockSkewSeconds?: number;
}

/** Default tolerance between the sender's and the receiver's clocks, in seconds. */
const DEFAULT_CLOCK_SKEW_SECONDS = 60;

function numericDate(claims: JwtClaims, name: "exp" | "iat"): number | undefined {
  const value = claims[name];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new MalformedTokenError(`JWT ${name} claim is not a number`);
  }
  return value;
}

/** The token expired at `seconds` (since the epoch). */
function expired(seconds: number): TokenExpiredError {
  const expiredAt = new Date(seconds * 1000);
  return new TokenExpiredError(`JWT expired at ${expiredAt.toISOString()}`, { expiredAt });
}

function checkTimes(claims: JwtClaims, now: number, options: JwtTimeOptions): void {
  const { requireExp = true, maxAgeSeconds, clockSkewSeconds = DEFAULT_CLOCK_SKEW_SECONDS } = options;
  const exp = numericDate(claims, "exp");
  const iat = numericDate(claims, "iat");
  if (exp === undefined && requireExp) throw new MalformedTokenError("JWT has no exp claim");
  if (exp !== undefined && now >= exp * 1000) throw expired(exp);
  if (maxAgeSeconds === undefined) return;
  if (iat === undefined) throw new MalformedTokenError("JWT has no iat claim");
  if (iat * 1000 > now + clockSkewSeconds * 1000) {
    throw new MalformedTokenError("JWT iat claim is in the future");
  }
  if (now > (iat + maxAgeSeconds + clockSkewSeconds) * 1000) {
    throw expired(iat + maxAgeSeconds);
  }
}

function jsonObject(part: string, what: string): Record<string, unknown> {
  const bytes = decodeBase64url(part);
  if (!bytes) throw new MalformedTokenError(`JWT ${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (e) {
    throw new MalformedTokenError(`JWT ${what} is not JSON`, { cause: e });
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new MalformedTokenError(`JWT ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Verifies an RS256 compact JWT and returns its claims. `getKey` is called only once the token's
 * shape and algorithm are acceptable; `now` is the current time in milliseconds; `options` sets
 * the time checks ({@link JwtTimeOptions}: `exp` required, optional `maxAgeSeconds` on `iat`).
 *
 * @example
 * ```ts
 * const claims = await verifyJwt(body, () => keyPromise, Date.now(), { maxAgeSeconds: 300 });
 * typeof claims.data; // "string" for a webhook
 * ```
 */
export async function verifyJwt(
  token: string,
  getKey: () => Promise<CryptoKey>,
  now: number,
  options: JwtTimeOptions = {},
): Promise<JwtClaims> {
  const parts = token.trim().split(".");
  if (parts.length !== 3) throw new MalformedTokenError("JWT must have three parts separated by dots");
  const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
  const header = jsonObject(encodedHeader, "header");
  if (header.alg !== "RS256") {
    // `JSON.stringify(undefined)` is undefined, which the template writes as "undefined".
    const message = `Unsupported JWT algorithm: ${JSON.stringify(header.alg)} (expected "RS256")`;
    throw new UnsupportedAlgorithmError(message, { algorithm: header.alg });
  }
  if (header.crit !== undefined)
    throw new MalformedTokenError("JWT header has unsupported critical parameters");
  const signature = decodeBase64url(encodedSignature);
  if (!signature?.length || !encodedClaims)
    throw new MalformedTokenError("JWT claims or signature are missing");
  const signed = new TextEncoder().encode(`${encodedHeader}.${encodedClaims}`);
  const valid = await crypto.subtle.verify(
    RS256,
    await getKey(),
    signature as Uint8Array<ArrayBuffer>,
    signed,
  );
  if (!valid) throw new InvalidSignatureError("JWT signature is not valid");
  const claims = jsonObject(encodedClaims, "claims");
  checkTimes(claims, now, options);
  return claims;
}
