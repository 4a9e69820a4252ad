/**
 * PKCE (RFC 7636): the code verifier, its S256 challenge (computed with WebCrypto) and a random
 * `state` value (RFC 6749 §10.12).
 */
import { IDENTITY_MESSAGES, IdentityError } from "./identity-error.js";

/** Unreserved characters a verifier is made of (RFC 7636 §4.1). */
const UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

/** A verifier, its challenge and a state value. */
export interface OAuthPkce {
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

/**
 * A random code verifier of `length` characters (43 to 128, default 43) from letters, digits and
 * `- . _ ~` ([RFC 7636 §4.1](https://www.rfc-editor.org/rfc/rfc7636#section-4.1)); each character
 * is drawn without modulo bias. Any other length throws `Expected a length between 43 and 128`.
 *
 * @example
 * ```ts
 * generateCodeVerifier(64).length; // 64
 * ```
 */
export function generateCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new IdentityError(IDENTITY_MESSAGES.verifierLength(length), { code: "INVALID_VERIFIER_LENGTH" });
  }
  let verifier = "";
  while (verifier.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 256 = 3·66 + 58: bytes of 198 and above would favour the first characters, so skip them
      if (byte < 198 && verifier.length < length) verifier += UNRESERVED[byte % 66];
    }
  }
  return verifier;
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
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
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
