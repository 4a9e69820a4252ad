/**
 * Product media writes: add to and remove from the gallery, link gallery
 * items to choices and unlink them.
 * POST `/stores/v1/products/{id}/media`, POST `…/media/delete`,
 * PATCH `…/choices/media`, POST `…/choices/media/delete`.
 */
import { deriveProduct } from "../model/derive-product.ts";
import {
  addProductMedia,
  linkChoiceMedia,
  readChoiceMedia,
  readGalleryIds,
  readMediaSources,
  removeProductMedia,
  unlinkChoiceMedia,
} from "../model/product-media.ts";
import { inCatalogTransaction } from "./catalog-transaction.ts";
import { changeProduct, readId } from "./product-write.ts";
import type { WriteEndpoint } from "./write-endpoint.ts";

/** POST `/stores/v1/products/{id}/media`: `{id, media:[{url}|{mediaId}, choice?]}` → `{}`. */
export const addMedia: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products/{id}/media",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, (current) => {
        const sources = readMediaSources(input.payload.media, "media", current);
        return deriveProduct(addProductMedia(current, sources, write.context.publicUrl), write.context);
      });
      return {};
    });
  },
};

/** POST `/stores/v1/products/{id}/media/delete`: `{id, mediaIds}` (empty = all) → `{}`. */
export const removeMedia: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products/{id}/media/delete",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, (current) => {
        const ids = readGalleryIds(input.payload.mediaIds, "mediaIds", current);
        return deriveProduct(removeProductMedia(current, ids), write.context);
      });
      return {};
    });
  },
};

/** PATCH `/stores/v1/products/{id}/choices/media`: `{id, media:[{option, choice, mediaIds}]}` → `{}`. */
export const addMediaToChoices: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v1/products/{id}/choices/media",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, (current) => {
        const links = readChoiceMedia(input.payload.media, "media", current);
        return deriveProduct(linkChoiceMedia(current, links, "media"), write.context);
      });
      return {};
    });
  },
};

/** POST `/stores/v1/products/{id}/choices/media/delete`: `{id, media:[{option, choice, mediaIds}]}` → `{}`. */
export const removeMediaFromChoices: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products/{id}/choices/media/delete",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, (current) => {
        const links = readChoiceMedia(input.payload.media, "media", current);
        return deriveProduct(unlinkChoiceMedia(current, links), write.context);
      });
      return {};
    });
  },
};
