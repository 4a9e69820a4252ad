/**
 * The product form as the merchant edits it (text as typed, one entry per option) and its mapping
 * to the SDK's `Product` payload, both ways. Options go in the payload only when they changed, so
 * saving other fields keeps the variants' own data.
 */
import type {
  Choice,
  DiscountType,
  MeasurementUnit,
  OptionType,
  Product,
  ProductChanges,
  ProductType,
} from "@vitrine/sdk/catalog";

/** One option in the form: choices as text, `Red #ff0000, Blue #0000ff` for colours. */
export interface OptionFormValues {
  name: string;
  optionType: Exclude<OptionType, "unspecified_option_type">;
  choices: string;
}

/** Every field of the product form, as text where the merchant types numbers. */
export interface ProductFormValues {
  name: string;
  description: string;
  productType: Exclude<ProductType, "unspecified_product_type">;
  price: string;
  cost: string;
  weight: string;
  discountType: Exclude<DiscountType, "UNDEFINED">;
  discountValue: string;
  ribbon: string;
  brand: string;
  pricePerUnit: boolean;
  totalQuantity: string;
  totalUnit: MeasurementUnit;
  baseQuantity: string;
  baseUnit: MeasurementUnit;
  visible: boolean;
  /** Whether each variant has its own price, cost, weight, SKU and stock (else they follow the product). */
  manageVariants: boolean;
  options: OptionFormValues[];
}

/** The form of a new product. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: "",
    description: "",
    productType: "physical",
    price: "",
    cost: "",
    weight: "",
    discountType: "NONE",
    discountValue: "",
    ribbon: "",
    brand: "",
    pricePerUnit: false,
    totalQuantity: "",
    totalUnit: "G",
    baseQuantity: "",
    baseUnit: "G",
    visible: true,
    manageVariants: false,
    options: [],
  };
}

const COLOUR_CHOICE = /^(.*?)\s+(#[0-9a-f]{3,8})$/i;

/**
 * Choices from their text: comma-separated; a colour choice may end with its `#hex` value.
 *
 * @example
 * ```ts
 * parseChoices("Red #ff0000, Blue"); // [{ description: "Red", value: "#ff0000" }, { description: "Blue", value: "Blue" }]
 * ```
 */
export function parseChoices(text: string): Choice[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const colour = COLOUR_CHOICE.exec(part);
      return colour
        ? { description: colour[1] ?? part, value: colour[2] ?? part }
        : { description: part, value: part };
    });
}

/** The text of `choices`, as {@link parseChoices} reads it. */
export function formatChoices(choices: readonly Choice[] = []): string {
  return choices
    .map(({ description = "", value }) =>
      value && value !== description ? `${description} ${value}` : description,
    )
    .join(", ");
}

function text(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * The form of an existing product.
 *
 * @example
 * ```ts
 * productFormFrom(await getProduct(admin, id)).price; // "25"
 * ```
 */
export function productFormFrom(product: Product): ProductFormValues {
  const empty = emptyProductForm();
  const unit = product.pricePerUnitData;
  const discountType = product.discount?.type;
  return {
    name: product.name ?? "",
    description: product.description ?? "",
    productType: product.productType === "digital" ? "digital" : "physical",
    price: text(product.priceData?.price),
    cost: text(product.costAndProfitData?.itemCost),
    weight: text(product.weight),
    discountType: discountType === "AMOUNT" || discountType === "PERCENT" ? discountType : "NONE",
    discountValue:
      discountType === "AMOUNT" || discountType === "PERCENT" ? text(product.discount?.value) : "",
    ribbon: product.ribbon ?? "",
    brand: product.brand ?? "",
    pricePerUnit: unit?.totalQuantity !== undefined,
    totalQuantity: text(unit?.totalQuantity),
    totalUnit: unit?.totalMeasurementUnit ?? empty.totalUnit,
    baseQuantity: text(unit?.baseQuantity),
    baseUnit: unit?.baseMeasurementUnit ?? empty.baseUnit,
    visible: product.visible !== false,
    manageVariants: product.manageVariants === true,
    options: (product.productOptions ?? []).map((option) => ({
      name: option.name ?? "",
      optionType: option.optionType === "color" ? "color" : "drop_down",
      choices: formatChoices(option.choices),
    })),
  };
}

/** A number as typed: empty stays unset; anything else is sent as read, for the server to judge. */
function amount(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

function optionsPayload(options: readonly OptionFormValues[]) {
  return options.map((option) => ({
    name: option.name.trim(),
    optionType: option.optionType,
    choices: parseChoices(option.choices),
  }));
}

/**
 * The payload of `createProduct` (no `initial`) or `updateProduct` (`initial` is the form as
 * loaded: options are sent only when they differ from it, and a price per unit the form had and
 * the merchant turned off is sent as `null`, which removes it). Without `initial` it holds no `null`.
 *
 * @example
 * ```ts
 * toProductPayload({ ...emptyProductForm(), name: "Mug", price: "12.5" });
 * // { name: "Mug", description: "", productType: "physical", visible: true, manageVariants: false, priceData: { price: 12.5 }, discount: { type: "NONE", value: 0 }, productOptions: [] }
 * ```
 */
export function toProductPayload(values: ProductFormValues): Product;
export function toProductPayload(
  values: ProductFormValues,
  initial: ProductFormValues | undefined,
): ProductChanges;
export function toProductPayload(values: ProductFormValues, initial?: ProductFormValues): ProductChanges {
  const payload: ProductChanges = {
    name: values.name,
    description: values.description,
    productType: values.productType,
    visible: values.visible,
    manageVariants: values.manageVariants,
  };
  const price = amount(values.price);
  if (price !== undefined) payload.priceData = { price };
  const cost = amount(values.cost);
  if (cost !== undefined) payload.costAndProfitData = { itemCost: cost };
  const weight = amount(values.weight);
  if (weight !== undefined) payload.weight = weight;
  payload.discount =
    values.discountType === "NONE"
      ? { type: "NONE", value: 0 }
      : { type: values.discountType, value: amount(values.discountValue) ?? 0 };
  if (values.ribbon.trim() !== "") payload.ribbon = values.ribbon.trim();
  if (values.brand.trim() !== "") payload.brand = values.brand.trim();
  if (!values.pricePerUnit) {
    // An update keeps what it is not sent: a price per unit the form had is removed with null.
    if (initial?.pricePerUnit) payload.pricePerUnitData = null;
  } else {
    const totalQuantity = amount(values.totalQuantity);
    const baseQuantity = amount(values.baseQuantity);
    payload.pricePerUnitData = {
      ...(totalQuantity === undefined ? {} : { totalQuantity }),
      totalMeasurementUnit: values.totalUnit,
      ...(baseQuantity === undefined ? {} : { baseQuantity }),
      baseMeasurementUnit: values.baseUnit,
    };
  }
  const options = optionsPayload(values.options);
  if (!initial || JSON.stringify(options) !== JSON.stringify(optionsPayload(initial.options)))
    payload.productOptions = options;
  return payload;
}
