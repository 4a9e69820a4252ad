/**
 * The failures of the Wix Data calls, with the provider's `WDE` codes in
 * `applicationError.code` (its published client turns `description` into the
 * error's message and keys behaviour on the code: a get or remove of a missing
 * item resolves `null` on `WDE0073`). Bad input is a 400 validation failure
 * naming the field, as elsewhere in the emulator.
 */
import { ApplicationFailure } from "../errors.ts";

/** The operations a collection's permissions govern. */
export type DataAction = "read" | "insert" | "update" | "remove";

/**
 * 404 `WDE0025`: the store has no collection `collectionId`.
 *
 * @example
 * ```ts
 * throw collectionNotFound("Menus"); // "WDE0025: The Menus collection does not exist."
 * ```
 */
export function collectionNotFound(collectionId: string): ApplicationFailure {
  return new ApplicationFailure(404, "WDE0025", `WDE0025: The ${collectionId} collection does not exist.`, {
    collectionId,
  });
}

/**
 * 404 `WDE0073`: no item `itemId` in the collection (or none the caller may see).
 *
 * @example
 * ```ts
 * throw itemNotFound("Pages", "about");
 * ```
 */
export function itemNotFound(collectionId: string, itemId: string): ApplicationFailure {
  return new ApplicationFailure(
    404,
    "WDE0073",
    `WDE0073: Item ${itemId} does not exist in collection ${collectionId}.`,
    { collectionId, itemId },
  );
}

/**
 * 409 `WDE0074`: an insert names an `_id` the collection already holds.
 *
 * @example
 * ```ts
 * throw itemAlreadyExists("Pages", "about");
 * ```
 */
export function itemAlreadyExists(collectionId: string, itemId: string): ApplicationFailure {
  return new ApplicationFailure(
    409,
    "WDE0074",
    `WDE0074: An item with _id ${itemId} already exists in collection ${collectionId}.`,
    { collectionId, itemId },
  );
}

/**
 * 403 `WDE0027`: the collection's permissions do not let the caller do `action`.
 *
 * @example
 * ```ts
 * throw dataPermissionDenied("Pages", "insert");
 * ```
 */
export function dataPermissionDenied(collectionId: string, action: DataAction): ApplicationFailure {
  return new ApplicationFailure(
    403,
    "WDE0027",
    `WDE0027: The current user does not have permissions to ${action} on the ${collectionId} collection.`,
    { collectionId, action },
  );
}
