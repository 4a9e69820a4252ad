/** The secured file of a digital product. */
import type { DigitalFileType } from "./enums.js";

/**
 * A digital product's downloadable file.
 *
 * @example
 * ```ts
 * const file: SecuredMedia = { id: "f1", fileName: "book.pdf", fileType: "SECURE_DOCUMENT" };
 * ```
 */
export interface SecuredMedia {
  id?: string;
  fileName?: string;
  fileType?: DigitalFileType;
}
