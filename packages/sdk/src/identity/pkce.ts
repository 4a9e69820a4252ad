/**
 * PKCE (RFC 7636): the code verifier, its S256 challenge (computed with WebCrypto) and a random
 * `state` value (RFC 6749 §10.12).
 */
import { IdentityError, verifierLengthMessage } from "./identity-error.js";

/** A verifier, its challenge and a state value. */
export interface OAuthPkce {
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

/** base64url (RFC 4648 §5) of `bytes`, without `=` padding: letters, digits, `-` and `_`. */
function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/**
 * A random code verifier of `length` characters (43 to 128, default 43): random bytes in base64url,
 * cut to `length`, so each character is 6 random bits, a letter, digit, `-` or `_`: all unreserved
 * ([RFC 7636 §4.1](https://www.rfc-editor.org/rfc/rfc7636#section-4.1); 43 characters hold 258
 * random bits, the RFC's own 32 octets in base64url 256). Any other length throws
 * `Expected a length between 43 and 128`.
 *
 * @example
 * ```ts
 * generateCodeVerifier(64).length; // 64
 * ```
 */
export function generateCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new IdentityError(verifierLengthMessage(length), { code: "INVALID_VERIFIER_LENGTH" });
  }
  // `length` bytes make 4/3 as many characters; the first `length` hold whole 6-bit groups only.
  return base64url(crypto.getRandomValues(new Uint8Array(length))).slice(0, length);
}

/**
 * The S256 challenge of a verifier: base64url(SHA-256(verifier)) without padding
 * ([RFC 7636 §4.2](https://www.rfc-editor.org/rfc/rfc7636#section-4.2)).
 *
 * @example
 * ```ts
 * await codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"); // "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
 * ```
 */
export async function codeChallengeS256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/**
 * A fresh verifier, its challenge and an unguessable `state`
 * ([RFC 7636 §4](https://www.rfc-editor.org/rfc/rfc7636#section-4),
 * [RFC 6749 §10.12](https://www.rfc-editor.org/rfc/rfc6749#section-10.12)).
 *
 * @example
 * ```ts
 * const { codeVerifier, codeChallenge, state } = await generatePkce();
 * ```
 */
export async function generatePkce(length?: number): Promise<OAuthPkce> {
  const codeVerifier = generateCodeVerifier(length);
  return {
    codeVerifier,
    codeChallenge: await codeChallengeS256(codeVerifier),
    state: generateCodeVerifier(),
  };
}
