/**
 * The catalogue v3 product: the entity carried by the `wix.stores.catalog.v3.product_*` events.
 * Field names are the wire names; `Time` is `Date` once the event's timestamps are converted, or
 * `string` for raw JSON. Only what events carry and the storefront reads is typed; rich-content
 * nodes are typed by their common shape.
 */
import type { MeasurementUnit, PeriodUnit } from "../../catalog/model/enums.js";

/** Every {@link RenderType}. */
export const RENDER_TYPES = ["FREE_TEXT", "TEXT_CHOICES", "SWATCH_CHOICES"] as const;
/** How a v3 option or modifier is shown. */
export type RenderType = (typeof RENDER_TYPES)[number];

/** Every {@link InventoryAvailabilityStatus}. */
export const INVENTORY_AVAILABILITY_STATUSES = ["UNKNOWN", "OUT_OF_STOCK", "IN_STOCK", "PREORDER"] as const;
/** Availability of a v3 product. */
export type InventoryAvailabilityStatus = (typeof INVENTORY_AVAILABILITY_STATUSES)[number];

/** Every {@link PreorderStatus}. */
export const PREORDER_STATUSES = ["ENABLED", "DISABLED", "PARTIALLY_ENABLED"] as const;
/** Pre-order state over a v3 product's variants. */
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

/** Every {@link PreorderAvailability}. */
export const PREORDER_AVAILABILITIES = ["ALL_VARIANTS", "NO_VARIANTS", "SOME_VARIANTS"] as const;
/** Which variants can be pre-ordered. */
export type PreorderAvailability = (typeof PREORDER_AVAILABILITIES)[number];

/** Every {@link ProductTypeV3}. */
export const PRODUCT_TYPES_V3 = ["PHYSICAL", "DIGITAL"] as const;
/** Kind of a v3 product (upper case in v3). */
export type ProductTypeV3 = (typeof PRODUCT_TYPES_V3)[number];

/** A money amount as a decimal string, and formatted. */
export interface FixedMonetaryAmount {
  amount?: string;
  formattedAmount?: string | null;
}

/** Lowest and highest amount over the variants. */
export interface PriceRange {
  minValue?: FixedMonetaryAmount;
  maxValue?: FixedMonetaryAmount;
}

/** A node of a rich-content document (paragraph, heading, text, image …). */
export interface RichContentNode {
  type?: string;
  id?: string;
  nodes?: RichContentNode[];
  textData?: { text?: string; decorations?: Record<string, unknown>[] };
  [data: `${string}Data`]: unknown;
}

/** A rich-content document. */
export interface RichContent {
  nodes?: RichContentNode[];
  metadata?: Record<string, unknown>;
  documentStyle?: Record<string, unknown>;
}

/** The product page URL. */
export interface PageUrlV2 {
  relativePath?: string;
  url?: string | null;
}

/** An image. */
export interface ImageV3 {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
  filename?: string | null;
}

/** One media item of a v3 product. */
export interface ProductMedia {
  id?: string;
  url?: string;
  image?: ImageV3;
  altText?: string | null;
  displayName?: string | null;
  mediaType?: "IMAGE" | "VIDEO";
  thumbnail?: { url?: string; height?: number; width?: number; altText?: string | null };
}

/** Main media and gallery. */
export interface ProductMediaInfo {
  main?: ProductMedia;
  itemsInfo?: { items?: ProductMedia[] };
}

/** Quantity and unit of a price per unit. */
export interface PricePerUnitSettings {
  quantity?: number;
  measurementUnit?: MeasurementUnit;
}

/** Product-level physical properties. */
export interface PhysicalProperties {
  pricePerUnit?: PricePerUnitSettings;
  shippingWeightRange?: { minValue?: number; maxValue?: number };
  fulfillerId?: string | null;
  deliveryProfileId?: string | null;
}

/** A choice of an option or modifier. */
export interface ChoiceV3 {
  choiceId?: string | null;
  key?: string;
  name?: string | null;
  choiceType?: "CHOICE_TEXT" | "ONE_COLOR";
  colorCode?: string;
  inStock?: boolean;
  visible?: boolean;
  addedPrice?: string | null;
  linkedMedia?: ProductMedia[];
}

/** An option that makes variants (Size, Color). */
export interface ConnectedOption {
  id?: string | null;
  key?: string;
  name?: string | null;
  optionRenderType?: Exclude<RenderType, "FREE_TEXT">;
  choicesSettings?: { choices?: ChoiceV3[] };
}

/** A modifier: a choice or free text that does not make variants (gift wrap, engraving). */
export interface ConnectedModifier {
  id?: string | null;
  key?: string;
  name?: string | null;
  mandatory?: boolean | null;
  modifierRenderType?: RenderType;
  freeTextSettings?: {
    minCharCount?: number;
    maxCharCount?: number;
    defaultAddedPrice?: string | null;
    title?: string;
  };
  choicesSettings?: { choices?: ChoiceV3[] };
}

/** A titled rich-text section. */
export interface InfoSection {
  id?: string | null;
  uniqueName?: string | null;
  title?: string | null;
  description?: RichContent;
  plainDescription?: string | null;
}

/** Cost, profit and margin (merchant-only). */
export interface RevenueDetails {
  cost?: FixedMonetaryAmount;
  profit?: FixedMonetaryAmount;
  profitMargin?: number;
}

/** Price of a variant. */
export interface PriceInfo {
  actualPrice?: FixedMonetaryAmount;
  compareAtPrice?: FixedMonetaryAmount;
}

/** Price per unit of a variant. */
export interface PricePerUnit {
  settings?: PricePerUnitSettings;
  value?: string;
  description?: string | null;
}

/** Physical properties of a variant. */
export interface VariantPhysicalProperties {
  weight?: number | null;
  pricePerUnit?: PricePerUnit;
}

/** A v3 variant. */
export interface VariantV3 {
  id?: string | null;
  visible?: boolean | null;
  sku?: string | null;
  barcode?: string | null;
  choices?: {
    optionChoiceIds?: { optionId?: string; choiceId?: string };
    optionChoiceNames?: { optionName?: string; choiceName?: string; renderType?: RenderType };
  }[];
  price?: PriceInfo;
  revenueDetails?: RevenueDetails;
  media?: ProductMedia;
  physicalProperties?: VariantPhysicalProperties;
  weight?: number | null;
}

/** A subscription discount: an amount or a percentage off. */
export interface SubscriptionDiscount {
  type?: "AMOUNT" | "PERCENT";
  amountOff?: string;
  percentOff?: number;
}

/** One subscription plan of a product. */
export interface Subscription {
  id?: string | null;
  title?: string;
  description?: string | null;
  visible?: boolean | null;
  frequency?: PeriodUnit;
  interval?: number | null;
  autoRenewal?: boolean;
  billingCycles?: number;
  discount?: SubscriptionDiscount;
}

/** Subscription plans of a product. */
export interface SubscriptionDetails {
  subscriptions?: Subscription[];
  allowOneTimePurchases?: boolean | null;
}

/** Data of the cheapest variant. */
export interface MinVariantPriceInfo {
  actualPrice?: FixedMonetaryAmount;
  compareAtPrice?: FixedMonetaryAmount;
  pricePerUnitData?: PricePerUnit;
  sku?: string | null;
  weight?: number | null;
  revenueDetails?: RevenueDetails;
}

/** Inventory summary of a v3 product. */
export interface InventoryV3 {
  availabilityStatus?: InventoryAvailabilityStatus;
  preorderStatus?: PreorderStatus;
  preorderAvailability?: PreorderAvailability;
}

/**
 * A catalogue v3 product (the entity of product events).
 *
 * @example
 * ```ts
 * function onProductCreated({ entity }: { entity: ProductV3 }) {
 *   console.log(entity.name, entity.actualPriceRange?.minValue?.amount, entity.createdDate);
 * }
 * ```
 */
export interface ProductV3<Time = Date> {
  id?: string | null;
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  name?: string | null;
  slug?: string | null;
  url?: PageUrlV2;
  description?: RichContent;
  plainDescription?: string | null;
  visible?: boolean | null;
  visibleInPos?: boolean | null;
  media?: ProductMediaInfo;
  options?: ConnectedOption[];
  modifiers?: ConnectedModifier[];
  brand?: { id?: string | null; name?: string | null };
  infoSections?: InfoSection[];
  ribbon?: { id?: string | null; name?: string | null };
  mainCategoryId?: string | null;
  actualPriceRange?: PriceRange;
  compareAtPriceRange?: PriceRange;
  costRange?: PriceRange;
  inventory?: InventoryV3;
  productType?: ProductTypeV3;
  physicalProperties?: PhysicalProperties;
  currency?: string | null;
  handle?: string | null;
  variantsInfo?: { variants?: VariantV3[] };
  subscriptionDetails?: SubscriptionDetails;
  minVariantPriceInfo?: MinVariantPriceInfo;
}
