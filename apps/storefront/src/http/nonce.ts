/**
 * A fresh nonce for one response's Content-Security-Policy: 16 random bytes from the platform's
 * CSPRNG, base64-encoded (128 bits, what the CSP specification asks of a nonce).
 */

/**
 * A new nonce.
 *
 * @example
 * ```ts
 * const nonce = createNonce(); // "q2Xk…==", new for every response
 * ```
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
