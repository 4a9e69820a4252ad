/**
 * Creating a product document and applying a partial update to one: pure
 * functions over validated {@link ProductInput}; slugs and ids come from the
 * caller (they need the database). The result is fully derived.
 */
import type { ProductOption } from "@vitrine/sdk/catalog";
import type { StoreContext } from "../../catalog-core/model/store-context.ts";
import { deriveProduct } from "./derive-product.ts";
import { setProductAmount } from "./product-amounts.ts";
import type { ProductDocument, VariantDocument } from "./product-document.ts";
import type { ProductInput, StockInput } from "./product-input.ts";
import { buildVariants, type IdSource } from "./variant-combinations.ts";

/** Server-assigned identity of a new product. */
export interface NewProductIds {
  id: string;
  /** Decimal string from the database's identity sequence. */
  numericId: string;
  /** Already unique. */
  slug: string;
  inventoryItemId: string;
}

function withStock(product: ProductDocument, stock: StockInput): ProductDocument {
  const variants = (product.variants ?? []) as VariantDocument[];
  return {
    ...product,
    stock: {
      ...product.stock,
      ...(stock.trackInventory === undefined ? {} : { trackInventory: stock.trackInventory }),
    },
    variants: variants.map((v) => ({
      ...v,
      stock: {
        ...v.stock,
        ...(stock.quantity === undefined ? {} : { quantity: stock.quantity }),
        ...(stock.inStock === undefined ? {} : { inStock: stock.inStock }),
      },
    })),
  };
}

/** New options keep the media of choices that already existed. */
function keepChoiceMedia(next: ProductOption[], previous: readonly ProductOption[]): ProductOption[] {
  return next.map((option) => {
    const before = previous.find((o) => o.name === option.name);
    return {
      ...option,
      choices: (option.choices ?? []).map((choice) => {
        const media = before?.choices?.find((c) => c.description === choice.description)?.media;
        return media ? { ...choice, media } : choice;
      }),
    };
  });
}

/**
 * Applies validated input to a product (slug excluded: pass the unique one in `input.slug`), then derives.
 *
 * @example
 * ```ts
 * const next = applyProductInput(current, { discount: { type: "PERCENT", value: 10 } }, context, randomUUID);
 * ```
 */
export function applyProductInput(
  current: ProductDocument,
  input: ProductInput,
  context: StoreContext,
  newId: IdSource,
): ProductDocument {
  const { price, cost, weight, stock, productOptions, ribbon, brand, pricePerUnitData, ...plain } = input;
  let next: ProductDocument = { ...current, ...plain };
  if (ribbon === "") delete next.ribbon;
  else if (ribbon !== undefined) next.ribbon = ribbon;
  if (brand === "") delete next.brand;
  else if (brand !== undefined) next.brand = brand;
  if (pricePerUnitData === null) delete next.pricePerUnitData;
  else if (pricePerUnitData !== undefined) next.pricePerUnitData = pricePerUnitData;
  if (productOptions !== undefined) {
    const options = keepChoiceMedia(productOptions, current.productOptions ?? []);
    next.productOptions = options;
    next.variants = buildVariants(options, (current.variants ?? []) as VariantDocument[], newId);
    if (options.length === 0) next.manageVariants = false;
  }
  if (next.manageVariants && (next.productOptions ?? []).length === 0) next.manageVariants = false;
  if (price !== undefined) next = setProductAmount(next, "price", price, "product.priceData.price");
  if (cost !== undefined) next = setProductAmount(next, "cost", cost, "product.costAndProfitData.itemCost");
  if (weight !== undefined) next = setProductAmount(next, "weight", weight, "product.weight");
  if (stock !== undefined) next = withStock(next, stock);
  return deriveProduct(next, context);
}

/**
 * A new product document from validated input, with defaults for every field not sent.
 *
 * @example
 * ```ts
 * const doc = createProductDocument({ name: "Tee", price: 20 }, ids, context, randomUUID);
 * doc.priceData?.formatted?.price; // "$20.00"
 * ```
 */
export function createProductDocument(
  input: ProductInput,
  ids: NewProductIds,
  context: StoreContext,
  newId: IdSource,
): ProductDocument {
  const blank: ProductDocument = {
    id: ids.id,
    name: input.name ?? "",
    slug: ids.slug,
    visible: true,
    productType: "physical",
    description: "",
    sku: "",
    weight: 0,
    stock: { trackInventory: false },
    priceData: { price: 0 },
    costAndProfitData: { itemCost: 0 },
    additionalInfoSections: [],
    media: { items: [] },
    customTextFields: [],
    manageVariants: false,
    productOptions: [],
    numericId: ids.numericId,
    inventoryItemId: ids.inventoryItemId,
    discount: { type: "NONE", value: 0 },
    collectionIds: [],
    variants: buildVariants([], [], newId),
    createdDate: context.now,
    seoData: { tags: [], settings: { preventAutoRedirect: false, keywords: [] } },
  };
  const { manageVariants, ...rest } = input;
  const withOptions = applyProductInput(blank, { ...rest, slug: ids.slug }, context, newId);
  return manageVariants === undefined
    ? withOptions
    : applyProductInput(withOptions, { manageVariants }, context, newId);
}
