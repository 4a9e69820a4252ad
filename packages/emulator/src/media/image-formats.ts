/**
 * The image formats the Media Manager emulation accepts, and how each one's
 * bytes begin (its magic number): an upload whose bytes do not start like the
 * format it claims is refused.
 */

/** The MIME types an upload may declare. */
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** One of `IMAGE_MIME_TYPES`. */
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Whether `value` is an accepted image MIME type. */
export function isImageMimeType(value: unknown): value is ImageMimeType {
  return IMAGE_MIME_TYPES.includes(value as ImageMimeType);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Whether `bytes` begin with the magic number of `mimeType`. */
export function hasMagicNumber(bytes: Uint8Array, mimeType: ImageMimeType): boolean {
  switch (mimeType) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "image/webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
  }
}
