/** Base64url encoding of UTF-8 text without padding, with no dependency on `Buffer`. */

const CHUNK = 0x8000;

/**
 * Encodes `text` as UTF-8, then base64url (RFC 4648 §5) without `=` padding.
 *
 * @example
 * ```ts
 * base64url("été"); // "w6l0w6k"
 * ```
 */
export function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}
