/**
 * RS256 JWT verification (RFC 7515 compact serialization, RFC 7519 claims) with WebCrypto only.
 * The steps run in an order that keeps the key out of reach of a forged token: the shape is
 * checked, then the header's `alg` must be exactly `RS256` (so `none`, `HS256` and the rest are
 * refused before the key is touched), then the signature, then `exp`.
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

function jsonObject(part: string, what: string): Record<string, unknown> {
  const bytes = decodeBase64url(part);
  if (!bytes) throw new MalformedTokenError(`JWT ${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (e) {
    throw new MalformedTokenError(`JWT ${what} is not JSON`, e);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new MalformedTokenError(`JWT ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Verifies an RS256 compact JWT and returns its claims. `getKey` is called only once the token's
 * shape and algorithm are acceptable; `now` is the current time in milliseconds.
 *
 * @example
 * ```ts
 * const claims = await verifyJwt(body, () => keyPromise, Date.now());
 * typeof claims.data; // "string" for a webhook
 * ```
 */
export async function verifyJwt(
  token: string,
  getKey: () => Promise<CryptoKey>,
  now: number,
): Promise<JwtClaims> {
  const parts = token.trim().split(".");
  if (parts.length !== 3) throw new MalformedTokenError("JWT must have three parts separated by dots");
  const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
  const header = jsonObject(encodedHeader, "header");
  if (header.alg !== "RS256") throw new UnsupportedAlgorithmError(header.alg);
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
  if (!valid) throw new InvalidSignatureError();
  const claims = jsonObject(encodedClaims, "claims");
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== "number" || !Number.isFinite(claims.exp)) {
      throw new MalformedTokenError("JWT exp claim is not a number");
    }
    if (now >= claims.exp * 1000) throw new TokenExpiredError(new Date(claims.exp * 1000));
  }
  return claims;
}
