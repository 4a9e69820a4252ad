/**
 * The writable fields of a v1 collection (name, description, slug, visible,
 * and media as an emulator convenience), read from untrusted input, and the
 * pure functions that create and update a collection document.
 */
import type { Media } from "@vitrine/sdk/catalog";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import type { CollectionDocument } from "./product-document.ts";

/** The validated writable fields of a collection; only fields that were sent are present. */
export interface CollectionInput {
  name?: string;
  description?: string;
  slug?: string;
  visible?: boolean;
  media?: Media;
}

/**
 * Reads the writable fields of `raw` (the request's `collection`); on create, `name` is required.
 *
 * @example
 * ```ts
 * const input = readCollectionInput(payload.collection, "collection", { creating: true });
 * ```
 */
export function readCollectionInput(
  raw: unknown,
  field: string,
  options: { creating: boolean },
): CollectionInput {
  const checks = new InputChecks();
  const body = checks.object(raw, field, true);
  if (!body) {
    checks.done();
    return {};
  }
  const input: CollectionInput = {};
  const name = checks.string(body.name, `${field}.name`, {
    required: options.creating || "name" in body,
    maxLength: 50,
  });
  const description = checks.string(body.description, `${field}.description`, { maxLength: 600 });
  const slug = checks.string(body.slug, `${field}.slug`, { required: "slug" in body, maxLength: 100 });
  const visible = checks.boolean(body.visible, `${field}.visible`);
  const media = checks.object(body.media, `${field}.media`);
  checks.done();
  if (name !== undefined) input.name = name;
  if (description !== undefined) input.description = description;
  if (slug !== undefined) input.slug = slug;
  if (visible !== undefined) input.visible = visible;
  if (media !== undefined) input.media = media as Media;
  return input;
}

/**
 * A new collection document (`slug` already unique, no products yet).
 *
 * @example
 * ```ts
 * createCollectionDocument("c1", "summer", { name: "Summer" }); // { id: "c1", name: "Summer", slug: "summer", … }
 * ```
 */
export function createCollectionDocument(
  id: string,
  slug: string,
  input: CollectionInput,
): CollectionDocument {
  return {
    id,
    name: input.name ?? "",
    media: input.media ?? { items: [] },
    description: input.description ?? "",
    slug,
    visible: input.visible ?? true,
  };
}

/**
 * The collection with the sent fields changed (`slug` already unique when sent).
 *
 * @example
 * ```ts
 * applyCollectionInput(doc, { visible: false });
 * ```
 */
export function applyCollectionInput(
  current: CollectionDocument,
  input: CollectionInput,
): CollectionDocument {
  return { ...current, ...input };
}
