/** Adding and removing product media, and linking media to option choices (merchant or app). */
import { defineCall } from "../../core/define-call.js";

/** A media item to add: an uploaded file's id or a URL, optionally for one choice. */
export type MediaSource = ({ mediaId: string; url?: never } | { url: string; mediaId?: never }) & {
  choice?: { option: string; choice: string };
};

/** Media ids linked to one choice of one option. */
export interface ChoiceMedia {
  option: string;
  choice: string;
  mediaIds: string[];
}

/**
 * Adds media to a product's gallery (or to a choice).
 *
 * @example
 * ```ts
 * await admin.products.addProductMedia("p1", [{ url: "https://example.com/shirt.jpg" }]);
 * ```
 */
export const addProductMedia = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products/{id}/media",
  request: (id: string, media: MediaSource[]) => ({ body: { id, media } }),
  response: (): void => undefined,
});

/**
 * Removes media from a product (every media item when `mediaIds` is empty).
 *
 * @example
 * ```ts
 * await admin.products.removeProductMedia("p1", ["m1"]);
 * ```
 */
export const removeProductMedia = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products/{id}/media/delete",
  request: (id: string, mediaIds: string[]) => ({ body: { id, mediaIds } }),
  response: (): void => undefined,
});

/**
 * Links product media to option choices.
 *
 * @example
 * ```ts
 * await admin.products.addProductMediaToChoices("p1", [{ option: "Color", choice: "Red", mediaIds: ["m1"] }]);
 * ```
 */
export const addProductMediaToChoices = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v1/products/{id}/choices/media",
  request: (id: string, media: ChoiceMedia[]) => ({ body: { id, media } }),
  response: (): void => undefined,
});

/**
 * Unlinks product media from option choices.
 *
 * @example
 * ```ts
 * await admin.products.removeProductMediaFromChoices("p1", [{ option: "Color", choice: "Red", mediaIds: ["m1"] }]);
 * ```
 */
export const removeProductMediaFromChoices = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products/{id}/choices/media/delete",
  request: (id: string, media: ChoiceMedia[]) => ({ body: { id, media } }),
  response: (): void => undefined,
});
