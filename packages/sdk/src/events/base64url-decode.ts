/**
 * Strict base64 decoding to bytes, with no dependency on `Buffer`: base64url (RFC 4648 §5, no
 * padding) for JWT parts, and standard base64 for PEM bodies. Anything outside the alphabet
 * returns `undefined` rather than being skipped, so a token cannot carry hidden characters; so
 * does a last character with its unused bits set (RFC 4648 §3.5), so the same bytes have one
 * spelling only and a delivery cannot be re-spelt into a different body that still verifies.
 */

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function toBytes(base64: string): Uint8Array | undefined {
  const unpadded = base64.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return undefined;
  try {
    const binary = atob(base64);
    if (btoa(binary).replace(/=+$/, "") !== unpadded) return undefined;
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

/**
 * Decodes unpadded base64url text to bytes; `undefined` when the text is not base64url.
 *
 * @example
 * ```ts
 * new TextDecoder().decode(decodeBase64url("w6l0w6k")); // "été"
 * ```
 */
export function decodeBase64url(text: string): Uint8Array | undefined {
  if (!BASE64URL.test(text)) return undefined;
  return toBytes(text.replace(/-/g, "+").replace(/_/g, "/"));
}

/**
 * Decodes standard base64 text (padding optional) to bytes; `undefined` when it is not base64.
 *
 * @example
 * ```ts
 * decodeBase64("AQID"); // Uint8Array [1, 2, 3]
 * ```
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  return BASE64.test(text) ? toBytes(text) : undefined;
}
