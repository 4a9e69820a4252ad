/**
 * Product options availability (`POST /stores-reader/v1/products/{id}/productOptionsAvailability`):
 * given some chosen options (`{Size: "M"}`, keyed by option name, valued by a
 * choice's description), which choices can still be bought. Each choice is
 * marked `inStock` / `visible` when some variant with that choice and the
 * other options' current selections is in stock / visible. When every option
 * is chosen the single matching variant is `selectedVariant`, and
 * `availableForPurchase` says whether it is visible and in stock. `media` is
 * the first chosen choice's media, or the product's.
 */
import type {
  Choice,
  Media,
  OptionsAvailability,
  ProductOption,
  Variant,
  VariantData,
} from "@vitrine/sdk/catalog";
import { invalidField } from "../../errors.ts";
import { findProduct } from "./find-product.ts";
import { optionalStringMap, type ReadInput, requiredString } from "./read-input.ts";

/** Checks every chosen option and choice against the product's options; a 400 names the bad one. */
function checkSelection(options: readonly ProductOption[], selection: Record<string, string>): void {
  for (const [name, value] of Object.entries(selection)) {
    const option = options.find((candidate) => candidate.name === name);
    if (!option) throw invalidField(`options.${name}`, "is not an option of this product", "UNKNOWN_OPTION");
    if (!option.choices?.some((choice) => choice.description === value))
      throw invalidField(`options.${name}`, `has no choice ${value}`, "UNKNOWN_CHOICE");
  }
}

/** Whether `variant` agrees with every entry of `selection`. */
function matches(variant: Variant, selection: Record<string, string>): boolean {
  return Object.entries(selection).every(([name, value]) => variant.choices?.[name] === value);
}

function markChoices(
  option: ProductOption,
  selection: Record<string, string>,
  variants: readonly Variant[],
): ProductOption {
  const name = option.name ?? "";
  const { [name]: _own, ...others } = selection;
  const choices = (option.choices ?? []).map((choice): Choice => {
    const candidates = variants.filter((v) => matches(v, { ...others, [name]: choice.description ?? "" }));
    return {
      ...choice,
      inStock: candidates.some((v) => v.stock?.inStock === true),
      visible: candidates.some((v) => v.variant?.visible !== false),
    };
  });
  return { ...option, choices };
}

function variantData(variant: Variant): VariantData {
  const data = variant.variant ?? {};
  return {
    ...(data.priceData ? { price: data.priceData } : {}),
    ...(data.convertedPriceData ? { convertedPriceData: data.convertedPriceData } : {}),
    weight: data.weight ?? null,
    sku: data.sku ?? "",
    quantity: variant.stock?.quantity ?? null,
    inStock: variant.stock?.inStock === true,
    visible: data.visible !== false,
    ...(data.productDimensions ? { productDimensions: data.productDimensions } : {}),
    ...(data.packageDimensions ? { packageDimensions: data.packageDimensions } : {}),
  };
}

function selectionMedia(
  options: readonly ProductOption[],
  selection: Record<string, string>,
  product?: Media,
): Media {
  for (const option of options) {
    const chosen = option.choices?.find((choice) => choice.description === selection[option.name ?? ""]);
    if (chosen?.media?.items?.length || chosen?.media?.mainMedia) return chosen.media;
  }
  return product ?? { items: [] };
}

/**
 * The availability of product `payload.id` under `payload.options`. 404
 * `PRODUCT_NOT_FOUND` when the caller cannot see the product; 400 naming
 * `options.<name>` for an option or choice the product does not have.
 *
 * @example
 * ```ts
 * await productOptionsAvailability({ db, principal, payload: { id: "p1", options: { Size: "M" } } });
 * ```
 */
export async function productOptionsAvailability({
  payload,
  principal,
  db,
}: ReadInput): Promise<OptionsAvailability> {
  const product = await findProduct(db, principal, requiredString(payload, "id"));
  const selection = optionalStringMap(payload, "options") ?? {};
  const options = product.productOptions ?? [];
  checkSelection(options, selection);
  const variants = await db.query<{ doc: Variant }>(
    "select doc from variants where product_id = $1 order by position, variant_id",
    [product.id],
  );
  const docs = variants.map((row) => row.doc);
  const complete = options.every((option) => selection[option.name ?? ""] !== undefined);
  const selected = complete ? docs.find((v) => matches(v, selection)) : undefined;
  return {
    ...(selected ? { selectedVariant: variantData(selected) } : {}),
    availableForPurchase:
      selected !== undefined && selected.stock?.inStock === true && selected.variant?.visible !== false,
    productOptions: options.map((option) => markChoices(option, selection, docs)),
    media: selectionMedia(options, selection, product.media),
  };
}
