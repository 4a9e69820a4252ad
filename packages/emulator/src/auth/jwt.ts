/**
 * Compact JWTs (RFC 7519) signed with Ed25519 (`alg: "EdDSA"`, RFC 8037), using only
 * node:crypto. The algorithm is pinned: a token whose header names any other
 * algorithm (`none`, `HS256`, `RS256`…) is rejected before its signature is looked at.
 */
import { type KeyObject, sign, verify } from "node:crypto";
import { checkPayloadText } from "../payload-text.ts";

/** The only algorithm accepted, and the one used to sign. */
export const JWT_ALGORITHM = "EdDSA";

/** The decoded parts of a compact JWT, before its signature is checked. */
export interface DecodedJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** A segment's JSON object; undefined when it is not one, or holds text PostgreSQL cannot (a NUL in `kid`). */
function decodeJsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    checkPayloadText(value);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Signs `claims` with an Ed25519 private key; the header names `kid`. */
export function signJwt(claims: Record<string, unknown>, kid: string, privateKey: KeyObject): string {
  const signingInput = `${encodeJson({ alg: JWT_ALGORITHM, typ: "JWT", kid })}.${encodeJson(claims)}`;
  const signature = sign(null, Buffer.from(signingInput, "ascii"), privateKey);
  return `${signingInput}.${signature.toString("base64url")}`;
}

/** Splits and decodes a compact JWT; undefined when `token` is not shaped like one. */
export function decodeJwt(token: string): DecodedJwt | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [head, body, signature] = parts as [string, string, string];
  if (!SEGMENT.test(head) || !SEGMENT.test(body) || !(signature === "" || SEGMENT.test(signature)))
    return undefined;
  const header = decodeJsonObject(head);
  const claims = decodeJsonObject(body);
  if (!header || !claims) return undefined;
  return { header, claims, signingInput: `${head}.${body}`, signature: Buffer.from(signature, "base64url") };
}

/** True when the token's signature was made by the private half of `publicKey` with Ed25519. */
export function hasValidSignature(jwt: DecodedJwt, publicKey: KeyObject): boolean {
  if (jwt.header.alg !== JWT_ALGORITHM || publicKey.asymmetricKeyType !== "ed25519") return false;
  return verify(null, Buffer.from(jwt.signingInput, "ascii"), publicKey, jwt.signature);
}
