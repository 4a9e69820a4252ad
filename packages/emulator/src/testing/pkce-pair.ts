/** A PKCE code verifier and its S256 challenge (RFC 7636 §4.1–4.2), for a test's authorize request. */
import { createHash, randomBytes } from "node:crypto";

/** A code verifier and the challenge derived from it. */
export interface PkcePair {
  verifier: string;
  challenge: string;
}

/**
 * A new random verifier (32 bytes, base64url) and its S256 challenge.
 *
 * @example
 * ```ts
 * const { verifier, challenge } = pkcePair();
 * ```
 */
export function pkcePair(): PkcePair {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}
