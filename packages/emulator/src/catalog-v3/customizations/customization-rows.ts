/**
 * Catalogue v3 customizations in the database (`v3_customizations`): the
 * reusable product options (Size, Color) and modifiers that products point to
 * by id, with their choices. Every function takes the caller's transaction.
 */
import type { RenderType } from "@vitrine/sdk/catalog";
import type { CustomizationType } from "@vitrine/sdk/catalog-v3";
import type { Queryable } from "../../db/database.ts";

/** One choice of a customization. */
export interface CustomizationChoice {
  id: string;
  choiceType: "CHOICE_TEXT" | "ONE_COLOR";
  key: string;
  name: string;
  colorCode?: string;
}

/** A customization as the API serves it. */
export interface Customization {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  key: string;
  name: string;
  customizationType: CustomizationType;
  customizationRenderType: RenderType;
  choicesSettings?: { choices: CustomizationChoice[] };
  freeTextInput?: { minCharCount: number; maxCharCount: number; title: string; key: string };
  assignedProductsCount?: number;
}

/** The select list of a customization (table alias `e`), in its wire shape (settings merged by {@link customizationOfRow}). */
export const CUSTOMIZATION_COLUMNS = `e.id, e.name, e.customization_type as "customizationType",
  e.render_type as "customizationRenderType", e.settings, e.revision::text as revision,
  to_char(e.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate",
  to_char(e.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedDate"`;

/** A row read with {@link CUSTOMIZATION_COLUMNS}. */
export type CustomizationRow = Omit<Customization, "choicesSettings" | "freeTextInput" | "key"> & {
  settings: Pick<Customization, "choicesSettings" | "freeTextInput">;
};

/** A key as the provider makes one from a name: lower case, spaces to underscores. */
export function keyOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "_");
}

/** The wire customization of a row. */
export function customizationOfRow(row: CustomizationRow): Customization {
  const { settings, ...rest } = row;
  return { ...rest, key: keyOf(row.name), ...settings };
}

/**
 * Inserts a customization.
 *
 * @example
 * ```ts
 * await insertCustomization(tx, { id, name: "Size", customizationType: "PRODUCT_OPTION", customizationRenderType: "TEXT_CHOICES", choicesSettings: { choices } }, now);
 * ```
 */
export async function insertCustomization(
  tx: Queryable,
  customization: Pick<
    Customization,
    "id" | "name" | "customizationType" | "customizationRenderType" | "choicesSettings" | "freeTextInput"
  >,
  now: string,
): Promise<Customization> {
  const { choicesSettings, freeTextInput } = customization;
  const [row] = await tx.query<CustomizationRow>(
    `insert into v3_customizations as e (id, name, customization_type, render_type, settings, created_date, updated_date)
     values ($1, $2, $3, $4, $5, $6, $6) returning ${CUSTOMIZATION_COLUMNS}`,
    [
      customization.id,
      customization.name,
      customization.customizationType,
      customization.customizationRenderType,
      JSON.stringify({
        ...(choicesSettings ? { choicesSettings } : {}),
        ...(freeTextInput ? { freeTextInput } : {}),
      }),
      now,
    ],
  );
  if (!row) throw new Error("insert returned no row");
  return customizationOfRow(row);
}

/**
 * The customization `id` (locked when `forUpdate`).
 *
 * @example
 * ```ts
 * const size = await loadCustomization(db, id);
 * ```
 */
export async function loadCustomization(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<Customization | undefined> {
  const [row] = await db.query<CustomizationRow>(
    `select ${CUSTOMIZATION_COLUMNS} from v3_customizations e where e.id = $1${forUpdate ? " for update" : ""}`,
    [id],
  );
  return row ? customizationOfRow(row) : undefined;
}
