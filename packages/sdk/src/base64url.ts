/** Base64url encoding of UTF-8 text without padding, with no dependency on `Buffer`. */

/**
 * Encodes `text` as UTF-8, then base64url (RFC 4648 §5) without `=` padding.
 *
 * @example
 * ```ts
 * base64url("été"); // "w6l0w6k"
 * ```
 */
export function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join("");
  return btoa(binary).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}
