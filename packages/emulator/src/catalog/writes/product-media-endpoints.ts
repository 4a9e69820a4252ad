/**
 * Product media writes: add to and remove from the gallery, link gallery
 * items to choices and unlink them.
 * POST `/stores/v1/products/{id}/media`, POST `…/media/delete`,
 * PATCH `…/choices/media`, POST `…/choices/media/delete`.
 */
import {
  addProductMedia,
  linkChoiceMedia,
  readChoiceMedia,
  readGalleryIds,
  readMediaSources,
  removeProductMedia,
  unlinkChoiceMedia,
} from "../model/product-media.ts";
import { productChangeEndpoint } from "./product-change-endpoint.ts";

/** POST `/stores/v1/products/{id}/media`: `{id, media:[{url}|{mediaId}, choice?]}` → `{}`. */
export const addMedia = productChangeEndpoint(
  "POST",
  "/stores/v1/products/{id}/media",
  (current, payload, write) =>
    addProductMedia(current, readMediaSources(payload.media, "media", current), write.context.publicUrl),
);

/** POST `/stores/v1/products/{id}/media/delete`: `{id, mediaIds}` (empty = all) → `{}`. */
export const removeMedia = productChangeEndpoint(
  "POST",
  "/stores/v1/products/{id}/media/delete",
  (current, payload) => removeProductMedia(current, readGalleryIds(payload.mediaIds, "mediaIds", current)),
);

/** PATCH `/stores/v1/products/{id}/choices/media`: `{id, media:[{option, choice, mediaIds}]}` → `{}`. */
export const addMediaToChoices = productChangeEndpoint(
  "PATCH",
  "/stores/v1/products/{id}/choices/media",
  (current, payload) => linkChoiceMedia(current, readChoiceMedia(payload.media, "media", current), "media"),
);

/** POST `/stores/v1/products/{id}/choices/media/delete`: `{id, media:[{option, choice, mediaIds}]}` → `{}`. */
export const removeMediaFromChoices = productChangeEndpoint(
  "POST",
  "/stores/v1/products/{id}/choices/media/delete",
  (current, payload) => unlinkChoiceMedia(current, readChoiceMedia(payload.media, "media", current)),
);
