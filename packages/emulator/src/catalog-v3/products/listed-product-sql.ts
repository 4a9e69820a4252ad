/**
 * A v3 product as query products and search products list it, built by the
 * database as JSON text: the stored document without the parts the provider
 * returns only when `fields` asks for them (URL, plain and rich description,
 * currency, merchant data, categories, media items, info section details,
 * thumbnail, weight unit), with the brand and ribbon names of their entities,
 * each option choice's `inStock` and `visible` from the variants, and the
 * product's `inventory` from the columns its inventory items keep in step.
 * By default (no `fields` that change a list) the document's part comes
 * ready as the stored `list_text` and only the rest is built per read, from
 * small columns of the row (migration 018): a product without options reads
 * neither its document nor any other row (lists carry no `variantsInfo`: the
 * provider's query and search leave it out). Get product serves the same
 * parts (`serve-products.ts`).
 */

import type { ProductField } from "@vitrine/sdk/catalog-v3";
import { BREADCRUMBS_INFO_SQL } from "./product-breadcrumbs.ts";

/** A row of `listedProductColumns`: the listed product as JSON text. */
export interface ListedProductRow {
  product: string;
}

/** The provider's rich content of a plain text `text` (SQL text; as `richText` of `serve-products.ts`). */
const richText = (
  text: string,
) => `jsonb_build_object('nodes', case when coalesce(${text}, '') = '' then '[]'::jsonb
  else jsonb_build_array(jsonb_build_object('type', 'PARAGRAPH', 'id', 'p1', 'nodes', jsonb_build_array(
    jsonb_build_object('type', 'TEXT', 'id', '', 'nodes', '[]'::jsonb,
      'textData', jsonb_build_object('text', ${text}, 'decorations', '[]'::jsonb))))) end)`;

/**
 * The options, each choice with whether an in-stock variant and a visible variant have it
 * (`v3_listed_options`, migration 018), as `jsonb` or, with `asText`, as JSON text; a product
 * without options reads neither its document nor its variants.
 */
const listedOptions = (asText: boolean) =>
  `case when p.option_count = 0 then '[]'${asText ? "" : "::jsonb"}
    else v3_listed_options(p.id, p.doc -> 'options')${asText ? "::text" : ""} end`;

/** The values of `preorder` for none, all and some of the variants. */
type PreorderValues = readonly [none: string, all: string, some: string];

/** Each of the values as a JSON string. */
const quoted = ([none, all, some]: PreorderValues): PreorderValues => [`"${none}"`, `"${all}"`, `"${some}"`];

/** One of three values by how many of the product row's variants take pre-orders: none, all or some. */
const preorder = (
  none: string,
  all: string,
  some: string,
) => `case when p.preorder_variants = 0 then '${none}'
    when p.preorder_variants = p.variant_count then '${all}' else '${some}' end`;

/**
 * `inventory`'s members, in the order PostgreSQL writes a `jsonb` object's keys (by length): its
 * availability and how many of its variants take pre-orders, from the product row, kept in step
 * with its inventory items (`refreshAvailability`), over its variant count, as `preorderSummary`
 * of `serve-products.ts` sums them up. A member is a text column, or the three values of `preorder`.
 */
const INVENTORY_MEMBERS: readonly (readonly [string, string | PreorderValues])[] = [
  ["preorderStatus", ["DISABLED", "ENABLED", "PARTIALLY_ENABLED"]],
  ["availabilityStatus", "p.availability_status"],
  ["preorderAvailability", ["NO_VARIANTS", "ALL_VARIANTS", "SOME_VARIANTS"]],
];

/** `inventory` as `jsonb`. */
const INVENTORY = `jsonb_build_object(${INVENTORY_MEMBERS.map(
  ([key, value]) => `'${key}', ${typeof value === "string" ? value : preorder(...value)}`,
).join(", ")})`;

/**
 * The same as JSON text, written as PostgreSQL writes the `jsonb`, without building one per row
 * (the values of `preorder` as JSON string literals).
 */
const INVENTORY_TEXT = `${INVENTORY_MEMBERS.map(
  ([key, value], index) =>
    `'${index === 0 ? "{" : ", "}"${key}": ' || ${
      typeof value === "string" ? `to_json(${value})::text` : preorder(...quoted(value))
    }`,
).join(" || ")} || '}'`;

/** `infoSections`: each `{id}`, with the section's details the fields ask for (a section gone keeps its id only). */
function infoSections(fields: ReadonlySet<ProductField>): string {
  const details = [
    fields.has("INFO_SECTION") ? "jsonb_build_object('uniqueName', e.unique_name, 'title', e.title)" : "",
    fields.has("INFO_SECTION_PLAIN_DESCRIPTION")
      ? "jsonb_build_object('plainDescription', e.plain_description)"
      : "",
    fields.has("INFO_SECTION_DESCRIPTION")
      ? `jsonb_build_object('description', ${richText("e.plain_description")})`
      : "",
  ].filter(Boolean);
  if (details.length === 0) return "coalesce(p.doc -> 'infoSections', '[]')";
  return `coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', x.value -> 'id'))
      || case when e.id is null then '{}'::jsonb else ${details.join(" || ")} end order by x.ordinality)
    from jsonb_array_elements(p.doc -> 'infoSections') with ordinality x
    left join v3_info_sections e on e.id = x.value ->> 'id'), '[]')`;
}

/** `media`: the main item (with a thumbnail when asked), and every item when asked. */
function media(fields: ReadonlySet<ProductField>): string {
  const main = "p.doc -> 'media' -> 'main'";
  const thumbnail = `jsonb_build_object('thumbnail', jsonb_strip_nulls(jsonb_build_object(
    'url', coalesce(nullif(${main} -> 'url', 'null'), nullif(${main} -> 'image' -> 'url', 'null')),
    'width', 50, 'height', 50)))`;
  const served = fields.has("THUMBNAIL") ? `${main} || ${thumbnail}` : main;
  const items = fields.has("MEDIA_ITEMS_INFO")
    ? ` || jsonb_build_object('itemsInfo', coalesce(p.doc -> 'media' -> 'itemsInfo', '{"items":[]}'))`
    : "";
  return `case when jsonb_typeof(${main}) = 'object' then jsonb_build_object('main', ${served})
    else '{}'::jsonb end${items}`;
}

/**
 * `variantSummary` with its `minPriceVariant` (`MIN_PRICE_VARIANT`): the visible variant with the
 * lowest actual price, the first of equals in variant order, served as get product serves a
 * variant (`serve-products.ts`; its `subscriptionPricesInfo` is added by `listed-products-json.ts`).
 */
function variantSummary(fields: ReadonlySet<ProductField>): string {
  const choice = fields.has("VARIANT_OPTION_CHOICE_NAMES")
    ? "c.value"
    : "jsonb_build_object('optionChoiceIds', coalesce(c.value -> 'optionChoiceIds', '{}'))";
  const revenue = fields.has("MERCHANT_DATA")
    ? ` || case when jsonb_typeof(v.doc -> 'revenueDetails') = 'object'
        then jsonb_build_object('revenueDetails', v.doc -> 'revenueDetails') else '{}'::jsonb end`
    : "";
  return `coalesce(p.doc -> 'variantSummary', '{}') || coalesce((
    select jsonb_build_object('minPriceVariant', (v.doc - '{revenueDetails,choices}'::text[]) || jsonb_build_object(
      'choices', coalesce((select jsonb_agg(${choice} order by c.ordinality)
        from jsonb_array_elements(coalesce(v.doc -> 'choices', '[]')) with ordinality c), '[]'),
      'inventoryStatus', jsonb_build_object('inStock', case when i.id is null then false
          when i.track_quantity then coalesce(i.quantity, 0) > 0 else i.in_stock end,
        'preorderEnabled', coalesce(i.preorder_enabled, false)))${revenue})
    from v3_variants v left join v3_inventory_items i on i.variant_id = v.id
    where v.product_id = p.id and v.visible order by v.price, v.position limit 1), '{}')`;
}

/** The document's keys each requested field keeps. */
const KEPT_BY: Partial<Record<ProductField, readonly string[]>> = {
  URL: ["url"],
  CURRENCY: ["currency"],
  MERCHANT_DATA: ["costRange"],
  DIRECT_CATEGORIES_INFO: ["directCategoriesInfo"],
  ALL_CATEGORIES_INFO: ["allCategoriesInfo"],
};

/**
 * The document's keys that are served only when asked for, or rebuilt (the same as the stored
 * `list_text` leaves out, migration 016).
 */
const SET_ASIDE = [
  ...Object.values(KEPT_BY).flat(),
  "plainDescription",
  "brand",
  "ribbon",
  "infoSections",
  "media",
  "options",
  "variantsInfo",
  "inventory",
];

/** The fields that change what a list serves; with none of them, the stored `list_text` serves. */
const SHAPING: ReadonlySet<ProductField> = new Set<ProductField>([
  ...(Object.keys(KEPT_BY) as ProductField[]),
  "PLAIN_DESCRIPTION",
  "DESCRIPTION",
  "INFO_SECTION",
  "INFO_SECTION_PLAIN_DESCRIPTION",
  "INFO_SECTION_DESCRIPTION",
  "MEDIA_ITEMS_INFO",
  "THUMBNAIL",
  "WEIGHT_MEASUREMENT_UNIT_INFO",
  "MIN_PRICE_VARIANT",
  "BREADCRUMBS_INFO",
]);

/** Where the name of the product's brand and ribbon is, by its column. */
const NAMES = {
  brand: { table: "v3_brands", column: "p.brand_id" },
  ribbon: { table: "ribbons", column: "p.ribbon_id" },
} as const;

/** The product's `brand` or `ribbon` object (its id from the row's column) with its entity's name (`e`), as JSON. */
const named = (key: "brand" | "ribbon") => `jsonb_build_object('id', ${NAMES[key].column}, 'name', e.name)`;

/** `{brand: …}` or `{ribbon: …}`, or `{}` when the product has none or its entity is gone. */
const namedPart = (key: "brand" | "ribbon") =>
  `case when ${NAMES[key].column} is null then '{}'::jsonb else coalesce((select jsonb_build_object('${key}',
    ${named(key)}) from ${NAMES[key].table} e where e.id = ${NAMES[key].column}), '{}') end`;

/**
 * The brand and ribbon as JSON text to append to an object's members (`,"brand":{…},"ribbon":{…}`),
 * or nothing: `v3_listed_names` (migration 026), called only for a product with either.
 */
const NAMED_TEXT = `case when p.brand_id is null and p.ribbon_id is null then ''
    else v3_listed_names(p.brand_id, p.ribbon_id) end`;

/**
 * The select list (over `v3_products p`) of the listed products with `fields`, as
 * `ListedProductRow`s. Without a field that changes the list, the stored `list_text` (the object's
 * text without its closing brace, migration 020) is extended as text with the parts built on read,
 * joined first so that the long text is copied once (each `||` copies both sides; appending the
 * parts one by one to `list_text` costs about a fifth of the page's statement); otherwise the
 * document is cut and extended as `jsonb`.
 *
 * @example
 * ```ts
 * const rows = await db.query<ListedProductRow>(`select ${listedProductColumns(fields)} from v3_products p where p.visible`);
 * ```
 */
export function listedProductColumns(fields: ReadonlySet<ProductField>): string {
  if (![...fields].some((field) => SHAPING.has(field)))
    return `p.list_text || (',"options":' || ${listedOptions(true)} || ',"inventory":' || ${INVENTORY_TEXT}
      || ${NAMED_TEXT} || '}') as product`;
  const kept = [...fields].flatMap((field) => KEPT_BY[field] ?? []);
  const removed = SET_ASIDE.filter((key) => !kept.includes(key));
  const parts = [
    `jsonb_build_object('infoSections', ${infoSections(fields)}, 'media', ${media(fields)},
      'options', ${listedOptions(false)}, 'inventory', ${INVENTORY})`,
    namedPart("brand"),
    namedPart("ribbon"),
  ];
  if (fields.has("PLAIN_DESCRIPTION"))
    parts.push("jsonb_build_object('plainDescription', coalesce(p.doc -> 'plainDescription', 'null'))");
  if (fields.has("DESCRIPTION"))
    parts.push(`jsonb_build_object('description', ${richText("p.doc ->> 'plainDescription'")})`);
  if (fields.has("BREADCRUMBS_INFO"))
    parts.push(`jsonb_build_object('breadcrumbsInfo', ${BREADCRUMBS_INFO_SQL})`);
  if (fields.has("MIN_PRICE_VARIANT"))
    parts.push(`jsonb_build_object('variantSummary', ${variantSummary(fields)})`);
  if (fields.has("WEIGHT_MEASUREMENT_UNIT_INFO"))
    parts.push(`case when p.product_type = 'PHYSICAL' then jsonb_build_object('physicalProperties',
      coalesce(p.doc -> 'physicalProperties', '{}')
      || '{"weightMeasurementUnitInfo":{"weightMeasurementUnit":"KG"}}') else '{}'::jsonb end`);
  // The document is copied once: the small parts are joined first.
  return `(p.doc - '{${removed.join(",")}}'::text[] || (${parts.join("\n  || ")}))::text as product`;
}
