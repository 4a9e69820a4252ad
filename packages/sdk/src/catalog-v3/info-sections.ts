/**
 * Catalogue v3 info section calls (`/stores/v3/info-sections`): create, get, get-or-create by
 * unique name, update with the current `revision`, delete. Writes need a merchant or app credential. Answers carry
 * `InfoSectionV3` with `createdDate` and `updatedDate` as `Date`.
 */
import { defineCall } from "../core/define-call.js";
import type { InfoSectionV3 } from "./model/info-section.js";
import type { AssignmentField, FieldsOptions } from "./requested-fields.js";

const INFO_SECTION_DATES = ["infoSection.createdDate", "infoSection.updatedDate"] as const;

const infoSectionOf = (wire: { infoSection: InfoSectionV3 }) => wire.infoSection;

/** An info section to create: its unique name and title, and optionally a description (rich content or HTML). */
export interface NewInfoSectionV3 {
  uniqueName: string;
  title: string;
  description?: InfoSectionV3["description"];
  /** The description as HTML (ignored when `description` is sent too). */
  plainDescription?: string | null;
}

/** An info section change: its current `revision` and the fields to change. */
export interface InfoSectionV3Update extends Partial<NewInfoSectionV3> {
  revision: string;
}

/**
 * Creates an info section.
 *
 * @example
 * ```ts
 * const care = await admin.infoSectionsV3.createInfoSection({
 *   uniqueName: "care",
 *   title: "Care",
 *   description: { nodes: [{ type: "PARAGRAPH", nodes: [{ type: "TEXT", textData: { text: "Wash cold." } }] }] },
 * });
 * ```
 */
export const createInfoSection = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/info-sections",
  request: (infoSection: NewInfoSectionV3) => ({ body: { infoSection } }),
  dates: INFO_SECTION_DATES,
  response: infoSectionOf,
});

/**
 * Reads an info section by id.
 *
 * @example
 * ```ts
 * const care = await client.infoSectionsV3.getInfoSection(id, { fields: ["ASSIGNED_PRODUCTS_COUNT"] });
 * ```
 */
export const getInfoSection = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/info-sections/{infoSectionId}",
  request: (infoSectionId: string, options: FieldsOptions<AssignmentField> = {}) => ({
    query: { infoSectionId, ...options },
  }),
  dates: INFO_SECTION_DATES,
  response: infoSectionOf,
});

/**
 * Changes an info section. Pass its current `revision`: a stale one fails with an
 * `ApplicationError` (409); the answer carries the next revision.
 *
 * @example
 * ```ts
 * const renamed = await admin.infoSectionsV3.updateInfoSection(care.id, { revision: care.revision, title: "Caring for it" });
 * ```
 */
export const updateInfoSection = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v3/info-sections/{infoSection.id}",
  request: (id: string, infoSection: InfoSectionV3Update, options: FieldsOptions<AssignmentField> = {}) => ({
    body: { infoSection: { ...infoSection, id }, ...options },
  }),
  dates: INFO_SECTION_DATES,
  response: infoSectionOf,
});

/**
 * Deletes an info section.
 *
 * @example
 * ```ts
 * await admin.infoSectionsV3.deleteInfoSection(id);
 * ```
 */
export const deleteInfoSection = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v3/info-sections/{infoSectionId}",
  request: (infoSectionId: string) => ({ query: { infoSectionId } }),
  response: (): void => undefined,
});

/** What get-or-create looks for (`uniqueName`) and creates when it is missing. */
export interface InfoSectionV3Lookup extends Partial<NewInfoSectionV3> {
  /** Finds the section by id instead. */
  id?: string | null;
}

/**
 * The info section with this unique name (or id), created from the rest when there is none.
 *
 * @example
 * ```ts
 * const care = await admin.infoSectionsV3.getOrCreateInfoSection({ infoSection: { uniqueName: "care", title: "Care" } });
 * ```
 */
export const getOrCreateInfoSection = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/info-sections/get-or-create",
  request: ({
    infoSection,
    fields,
  }: { infoSection?: InfoSectionV3Lookup } & FieldsOptions<AssignmentField> = {}) => ({
    body: { infoSection, fields },
  }),
  dates: INFO_SECTION_DATES,
  response: infoSectionOf,
});
