/**
 * The category a create or update call sends, checked: name (1–80
 * characters), slug (URL-safe, 1–300), plain description (up to 600), image
 * (`{id}` or `{url}`, alt text), SEO data, rich description and extended
 * fields as sent. Create also reads visibility and the parent; on update
 * those two belong to their own calls (visibility, move) and may only be sent
 * unchanged. Also the visibility call's category, visibility and revision,
 * and the category id a path names. Every violation of a request is reported
 * at once.
 */
import { InputChecks } from "../../catalog-core/model/input-checks.ts";

/** The stored document fields a create or update sets (absent ones stay as they are). */
export interface CategoryFields {
  name?: string;
  slug?: string;
  description?: string | null;
  image?: Record<string, unknown> | null;
  seoData?: Record<string, unknown> | null;
  richContentDescription?: Record<string, unknown> | null;
  extendedFields?: Record<string, unknown> | null;
}

/** A new category. */
export interface NewCategory extends CategoryFields {
  name: string;
  visible: boolean;
  parentId: string | null;
  managingAppId: string | null;
}

/** A change to a category: its id, the revision it was read at, the fields it sets. */
export interface CategoryChange {
  id: string;
  revision: string | undefined;
  fields: CategoryFields;
  /** Sent values of fields changed elsewhere, checked against the stored ones. */
  visible: boolean | undefined;
  parentId: string | null | undefined;
}

/** A change of visibility: the category, the revision it was read at, whether it is shown. */
export interface VisibilityChange {
  id: string;
  revision: string;
  visible: boolean;
}

const SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(?:[-_][\p{Ll}\p{Lo}\p{N}]+)*$/u;

function slugOf(checks: InputChecks, value: unknown, field: string): string | undefined {
  const slug = checks.string(value, field, { maxLength: 300 });
  if (slug === undefined) return undefined;
  if (!SLUG.test(slug)) {
    checks.violations.push({
      field,
      description: "must be lower-case letters and digits separated by single dashes",
      violatedRule: "FORMAT",
      ruleName: "INVALID_SLUG_FORMAT",
    });
    return undefined;
  }
  return slug;
}

function imageOf(checks: InputChecks, value: unknown, field: string): Record<string, unknown> | undefined {
  const image = checks.object(value, field);
  if (!image) return undefined;
  const id = checks.string(image.id, `${field}.id`, { maxLength: 400 });
  const url = checks.string(image.url, `${field}.url`);
  const altText = checks.string(image.altText, `${field}.altText`, { maxLength: 200 });
  if (url !== undefined && !/^https?:\/\/\S+$/.test(url))
    checks.fail(`${field}.url`, "must be a web address", "FORMAT");
  if (id === undefined && url === undefined) checks.fail(field, "must have an id or a url", "REQUIRED_FIELD");
  return {
    ...(id !== undefined ? { id } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(altText !== undefined ? { altText } : {}),
  };
}

/** The fields both calls set, from the sent category `body`. */
function fieldsOf(checks: InputChecks, body: Record<string, unknown>, nameRequired: boolean): CategoryFields {
  const fields: CategoryFields = {};
  if (nameRequired || body.name !== undefined) {
    const name = checks.string(body.name, "category.name", { required: true, maxLength: 80 });
    if (name !== undefined) fields.name = name.trim();
  }
  const slug = slugOf(checks, body.slug, "category.slug");
  if (slug !== undefined) fields.slug = slug;
  if (body.description !== undefined)
    fields.description = checks.string(body.description, "category.description", { maxLength: 600 }) ?? null;
  if (body.image !== undefined) fields.image = imageOf(checks, body.image, "category.image") ?? null;
  for (const key of ["seoData", "richContentDescription", "extendedFields"] as const)
    if (body[key] !== undefined) fields[key] = checks.object(body[key], `category.${key}`) ?? null;
  return fields;
}

/** A required revision, sent as a string or a number. */
function revisionOf(checks: InputChecks, value: unknown, field: string): string | undefined {
  return checks.string(typeof value === "number" ? String(value) : value, field, { required: true });
}

function parentIdOf(checks: InputChecks, value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  const parent = checks.object(value, "category.parentCategory");
  if (!parent) return null;
  const id = checks.string(parent.id, "category.parentCategory.id", { maxLength: 36 });
  return id === undefined || id === "" ? null : id;
}

/**
 * The category of a create request, or a 400 with every violation.
 *
 * @example
 * ```ts
 * const category = newCategoryOf(input.payload.category);
 * ```
 */
export function newCategoryOf(value: unknown): NewCategory {
  const checks = new InputChecks();
  const body = checks.object(value, "category", true) ?? {};
  if (body.id !== undefined && body.id !== null)
    checks.violations.push({
      field: "category.id",
      description: "is given by the store",
      violatedRule: "FORBIDDEN",
      ruleName: "ID_NOT_ALLOWED_IN_REQUEST",
    });
  const fields = fieldsOf(checks, body, true);
  const visible = checks.boolean(body.visible, "category.visible");
  const parentId = parentIdOf(checks, body.parentCategory);
  const managingAppId = checks.string(body.managingAppId, "category.managingAppId", { maxLength: 36 });
  checks.done();
  return {
    ...fields,
    name: fields.name ?? "",
    visible: visible ?? true,
    parentId: parentId ?? null,
    managingAppId: managingAppId ?? null,
  };
}

/**
 * The change of an update request (`category` with `id` and `revision`), or a 400 with every violation.
 *
 * @example
 * ```ts
 * const change = categoryChangeOf(input.payload.category);
 * ```
 */
export function categoryChangeOf(value: unknown): CategoryChange {
  const checks = new InputChecks();
  const body = checks.object(value, "category", true) ?? {};
  const id = checks.string(body.id, "category.id", { required: true }) ?? "";
  const revision = revisionOf(checks, body.revision, "category.revision");
  const fields = fieldsOf(checks, body, false);
  const visible = checks.boolean(body.visible, "category.visible");
  const parentId = parentIdOf(checks, body.parentCategory);
  checks.done();
  return { id, revision, fields, visible, parentId };
}

/**
 * The change of a visibility request (`categoryId`, `visible`, `revision`), or a 400 with every
 * violation.
 *
 * @example
 * ```ts
 * const { id, revision, visible } = visibilityChangeOf(input.payload);
 * ```
 */
export function visibilityChangeOf(payload: Record<string, unknown>): VisibilityChange {
  const checks = new InputChecks();
  const id = checks.string(payload.categoryId, "categoryId", { required: true });
  const visible = checks.boolean(payload.visible, "visible", true);
  const revision = revisionOf(checks, payload.revision, "revision");
  checks.done();
  return { id: id ?? "", revision: revision ?? "", visible: visible ?? false };
}

/**
 * The category id `value` (a path's `categoryId`), or a 400 when it is empty.
 *
 * @example
 * ```ts
 * const id = categoryIdOf(input.payload.categoryId);
 * ```
 */
export function categoryIdOf(value: unknown): string {
  const checks = new InputChecks();
  const id = checks.string(value, "categoryId", { required: true });
  checks.done();
  return id ?? "";
}
