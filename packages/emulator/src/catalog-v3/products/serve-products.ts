/**
 * Stored v3 product documents as a caller receives them: brand, ribbon and
 * info-section names read from their entities, stock from the inventory items
 * (product availability, each variant's `inventoryStatus`, each choice's
 * `inStock` and `visible`), and the optional parts cut to the requested
 * `fields` (URL, currency and formatted amounts, descriptions, merchant data,
 * media items, categories, variant choice names), with its variants (the
 * single-product calls; lists are built by the database, see
 * `listed-product-sql.ts`). Reads select `PRODUCT_READ_COLUMNS`, so a product
 * is one statement (plus the info sections when asked for); writes serve the
 * documents they hold.
 */
import type { ProductField } from "@vitrine/sdk/catalog-v3";
import type { Queryable } from "../../db/database.ts";
import { type InfoSectionEntity, infoSectionsById } from "../info-sections/info-section-rows.ts";
import type { ProductV3Document, VariantV3Document } from "../model/product-v3-document.ts";
import { inventoryByVariant, itemInStock } from "../store/inventory-rows.ts";
import { loadVariants } from "../store/product-rows.ts";
import { formatAmounts } from "./formatted-amounts.ts";
import { type BreadcrumbsInfo, breadcrumbsById } from "./product-breadcrumbs.ts";
import { minPriceVariantIndex, preorderSummary, servedVariant, type VariantRead } from "./served-variant.ts";

type Json = Record<string, unknown>;

/**
 * The columns of a product read over `v3_products p`: the stored document, the names of its brand
 * and ribbon (null when gone), and its variants in order, each with whether its inventory item is
 * in stock (`ProductReadRow`).
 */
export const PRODUCT_READ_COLUMNS = `p.doc,
  (select b.name from v3_brands b where b.id = p.brand_id) as brand_name,
  (select r.name from ribbons r where r.id = p.ribbon_id) as ribbon_name,
  coalesce((
    select json_agg(json_build_object('doc', v.doc, 'inStock', case
      when i.id is null then false
      when i.track_quantity then coalesce(i.quantity, 0) > 0
      else i.in_stock end, 'preorder', coalesce(i.preorder_enabled, false)) order by v.position)
    from v3_variants v left join v3_inventory_items i on i.variant_id = v.id
    where v.product_id = p.id
  ), '[]') as variants`;

/** A row of `PRODUCT_READ_COLUMNS`. */
export interface ProductReadRow {
  doc: ProductV3Document;
  brand_name: string | null;
  ribbon_name: string | null;
  variants: VariantRead[];
}

/** How to serve a batch of products. */
export interface ServeOptions {
  fields: ReadonlySet<ProductField>;
}

async function names(db: Queryable, table: "v3_brands" | "ribbons", ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.query<{ id: string; name: string }>(
    `select id, name from ${table} where id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

function richText(text: string | null | undefined) {
  return {
    nodes: text
      ? [
          {
            type: "PARAGRAPH",
            id: "p1",
            nodes: [{ type: "TEXT", id: "", nodes: [], textData: { text, decorations: [] } }],
          },
        ]
      : [],
  };
}

function serveOne(
  row: ProductReadRow,
  sections: ReadonlyMap<string, InfoSectionEntity>,
  breadcrumbs: ReadonlyMap<string, BreadcrumbsInfo>,
  options: ServeOptions,
): Json {
  const { fields } = options;
  const { doc } = row;
  const variants = row.variants.map((v) => v.doc);
  const {
    url,
    plainDescription,
    currency,
    costRange,
    directCategoriesInfo,
    allCategoriesInfo,
    brand,
    ribbon,
    infoSections,
    media,
    options: productOptions,
    ...rest
  } = doc;
  const inStockVariants = row.variants.filter((v) => v.inStock).map((v) => v.doc);
  // Served once: the cheapest is the same object in `variantsInfo` and `variantSummary`.
  const servedVariants = row.variants.map((v) => servedVariant(v, doc.subscriptionDetails, fields));
  const chosen = (list: readonly VariantV3Document[], optionId: string, choiceId: string) =>
    list.some((v) =>
      (v.choices ?? []).some(
        (c) => c.optionChoiceIds?.optionId === optionId && c.optionChoiceIds?.choiceId === choiceId,
      ),
    );
  const served: Json = {
    ...rest,
    ...(fields.has("URL") && url ? { url } : {}),
    ...(fields.has("PLAIN_DESCRIPTION") ? { plainDescription: plainDescription ?? null } : {}),
    ...(fields.has("DESCRIPTION") ? { description: richText(plainDescription) } : {}),
    ...(fields.has("CURRENCY") ? { currency } : {}),
    ...(fields.has("MERCHANT_DATA") && costRange ? { costRange } : {}),
    ...(fields.has("DIRECT_CATEGORIES_INFO") ? { directCategoriesInfo } : {}),
    ...(fields.has("ALL_CATEGORIES_INFO") ? { allCategoriesInfo } : {}),
    ...(fields.has("BREADCRUMBS_INFO")
      ? { breadcrumbsInfo: breadcrumbs.get(doc.id) ?? { breadcrumbs: [] } }
      : {}),
    ...(brand && row.brand_name !== null ? { brand: { id: brand.id, name: row.brand_name } } : {}),
    ...(ribbon && row.ribbon_name !== null ? { ribbon: { id: ribbon.id, name: row.ribbon_name } } : {}),
    infoSections: (infoSections ?? []).map(({ id }) => {
      const section = sections.get(id ?? "");
      return {
        id,
        ...(fields.has("INFO_SECTION") && section
          ? { uniqueName: section.uniqueName, title: section.title }
          : {}),
        ...(fields.has("INFO_SECTION_PLAIN_DESCRIPTION") && section
          ? { plainDescription: section.plainDescription }
          : {}),
        ...(fields.has("INFO_SECTION_DESCRIPTION") && section
          ? { description: richText(section.plainDescription) }
          : {}),
      };
    }),
    media: {
      ...(media?.main
        ? {
            main: fields.has("THUMBNAIL")
              ? {
                  ...media.main,
                  thumbnail: { url: media.main.url ?? media.main.image?.url, width: 50, height: 50 },
                }
              : media.main,
          }
        : {}),
      ...(fields.has("MEDIA_ITEMS_INFO") ? { itemsInfo: media?.itemsInfo ?? { items: [] } } : {}),
    },
    options: (productOptions ?? []).map((option) => ({
      ...option,
      choicesSettings: {
        choices: (option.choicesSettings?.choices ?? []).map((choice) => ({
          ...choice,
          inStock: chosen(inStockVariants, option.id ?? "", choice.choiceId ?? ""),
          visible: chosen(
            variants.filter((v) => v.visible !== false),
            option.id ?? "",
            choice.choiceId ?? "",
          ),
        })),
      },
    })),
    inventory: {
      availabilityStatus: inStockVariants.length > 0 ? "IN_STOCK" : "OUT_OF_STOCK",
      ...preorderSummary(row.variants.map((v) => v.preorder)),
    },
    variantsInfo: { variants: servedVariants },
  };
  const lowest = fields.has("MIN_PRICE_VARIANT")
    ? servedVariants[minPriceVariantIndex(row.variants)]
    : undefined;
  if (lowest) served.variantSummary = { ...doc.variantSummary, minPriceVariant: lowest };
  if (fields.has("WEIGHT_MEASUREMENT_UNIT_INFO") && doc.productType === "PHYSICAL")
    served.physicalProperties = {
      ...doc.physicalProperties,
      weightMeasurementUnitInfo: { weightMeasurementUnit: "KG" },
    };
  if (fields.has("CURRENCY") && currency) formatAmounts(served, currency);
  return served;
}

/**
 * The served form of read `rows`, in their order; one more statement each when info sections or
 * breadcrumbs are asked for.
 *
 * @example
 * ```ts
 * const [row] = await db.query<ProductReadRow>(`select ${PRODUCT_READ_COLUMNS} from v3_products p where p.id = $1`, [id]);
 * const [product] = await serveProductRows(db, [row], { fields });
 * ```
 */
export async function serveProductRows(
  db: Queryable,
  rows: readonly ProductReadRow[],
  options: ServeOptions,
): Promise<Json[]> {
  if (rows.length === 0) return [];
  const wantsSections = ["INFO_SECTION", "INFO_SECTION_PLAIN_DESCRIPTION", "INFO_SECTION_DESCRIPTION"].some(
    (f) => options.fields.has(f as ProductField),
  );
  const sections = wantsSections
    ? await infoSectionsById(db, [
        ...new Set(rows.flatMap((r) => (r.doc.infoSections ?? []).map((s) => s.id ?? ""))),
      ])
    : new Map<string, InfoSectionEntity>();
  const breadcrumbs = options.fields.has("BREADCRUMBS_INFO")
    ? await breadcrumbsById(
        db,
        rows.map((row) => row.doc.id),
      )
    : new Map<string, BreadcrumbsInfo>();
  return rows.map((row) => serveOne(row, sections, breadcrumbs, options));
}

/**
 * The served form of `docs` (held by a write, maybe not yet committed), in their order, with four
 * or five batched reads whatever their number.
 *
 * @example
 * ```ts
 * const [product] = await serveProducts(tx, [built.doc], { fields });
 * ```
 */
export async function serveProducts(
  db: Queryable,
  docs: readonly ProductV3Document[],
  options: ServeOptions,
): Promise<Json[]> {
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d.id);
  // One statement at a time: `db` may be a transaction, whose connection runs one at a time.
  const variants = await loadVariants(db, ids);
  const stock = await inventoryByVariant(db, ids);
  const brands = await names(
    db,
    "v3_brands",
    docs.flatMap((d) => (d.brand?.id ? [d.brand.id] : [])),
  );
  const ribbons = await names(
    db,
    "ribbons",
    docs.flatMap((d) => (d.ribbon?.id ? [d.ribbon.id] : [])),
  );
  const rows = docs.map(
    (doc): ProductReadRow => ({
      doc,
      brand_name: brands.get(doc.brand?.id ?? "") ?? null,
      ribbon_name: ribbons.get(doc.ribbon?.id ?? "") ?? null,
      variants: (variants.get(doc.id) ?? []).map((v) => {
        const item = stock.get(v.id);
        return {
          doc: v,
          inStock: item ? itemInStock(item) : false,
          preorder: item?.preorder_enabled ?? false,
        };
      }),
    }),
  );
  return serveProductRows(db, rows, options);
}
