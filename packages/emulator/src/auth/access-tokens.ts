/**
 * Access tokens: short-lived JWTs signed with the emulator's Ed25519 key, carrying
 * who the caller is (`sub`), as what (`role`), through which OAuth client
 * (`client_id`) and, for a member, from which member session (`sid`, the
 * session token's sha-256: the token is good only while that session is open,
 * see `Credentials.principalOf`). Verification pins the algorithm, requires a
 * known `kid`, a valid signature and an unexpired `exp`.
 */
import { randomUUID } from "node:crypto";
import { decodeJwt, hasValidSignature, signJwt } from "./jwt.ts";
import type { SigningKeys } from "./signing-keys.ts";

/** The roles an access token can carry. */
export type TokenRole = "visitor" | "member";

/** The claims of an access token. */
export interface AccessTokenClaims {
  sub: string;
  role: TokenRole;
  client_id: string;
  iat: number;
  exp: number;
  jti: string;
  /** sha-256 of the member session the token comes from (members only). */
  sid?: string;
}

/** Signs an access token for `subject` valid `ttlSeconds` from `nowMs`. */
export async function issueAccessToken(
  keys: SigningKeys,
  grant: { subject: string; role: TokenRole; clientId: string; sessionHash?: string },
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const { kid, privateKey } = await keys.active();
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessTokenClaims = {
    sub: grant.subject,
    role: grant.role,
    client_id: grant.clientId,
    iat,
    exp: iat + ttlSeconds,
    jti: randomUUID(),
    ...(grant.sessionHash ? { sid: grant.sessionHash } : {}),
  };
  return signJwt({ ...claims }, kid, privateKey);
}

/** Why a token was refused (for the 401's description; never includes the token). */
export type TokenRejection = "malformed" | "algorithm" | "unknown-key" | "signature" | "expired" | "claims";

/** The claims of a valid token, or the reason it is not valid. */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  nowMs: number,
): Promise<{ claims: AccessTokenClaims } | { rejected: TokenRejection }> {
  const jwt = decodeJwt(token);
  if (!jwt) return { rejected: "malformed" };
  if (jwt.header.alg !== "EdDSA") return { rejected: "algorithm" };
  if (typeof jwt.header.kid !== "string") return { rejected: "unknown-key" };
  const publicKey = await keys.publicKey(jwt.header.kid);
  if (!publicKey) return { rejected: "unknown-key" };
  if (!hasValidSignature(jwt, publicKey)) return { rejected: "signature" };
  const { sub, role, client_id, iat, exp, jti, sid } = jwt.claims;
  if (
    typeof sub !== "string" ||
    (role !== "visitor" && role !== "member") ||
    typeof client_id !== "string" ||
    typeof iat !== "number" ||
    typeof exp !== "number" ||
    typeof jti !== "string" ||
    (sid !== undefined && typeof sid !== "string")
  )
    return { rejected: "claims" };
  if (exp * 1000 <= nowMs) return { rejected: "expired" };
  return { claims: { sub, role, client_id, iat, exp, jti, ...(sid ? { sid } : {}) } };
}
