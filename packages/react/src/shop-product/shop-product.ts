/**
 * `ShopProduct`: the one product model the shop's pages read, whichever catalogue the store runs.
 * Built from a catalogue v1 product (`shopProductFromV1`) or a v3 product with its inventory items
 * (`shopProductFromV3`), it is plain data (no dates, no methods), so a server can hand it over to the
 * browser as JSON. Each variant carries the selection a cart line names it by (a v3 variant's id,
 * a v1 variant's option choices), so adding it to a cart converts nothing back.
 */
import type {
  CatalogVersion,
  MediaItem,
  PriceData,
  PricePerUnitData,
  ProductOption,
} from "@vitrine/sdk/catalog";
import type { ProductSelection } from "@vitrine/sdk/ecom";
import type { PurchaseOptions } from "../purchase-options.js";

/** Stock of a product or of one variant. */
export interface ShopStock {
  inStock: boolean;
  /** The store counts units (then `quantity` is the count). */
  tracked: boolean;
  /** Units left when counted (a product's: its variants' sum), else `null`. */
  quantity: number | null;
}

/** One variant: a combination of choices, with its own price, stock and cart selection. */
export interface ShopVariant {
  /** The variant's id in its catalogue (a v3 variant id, or a v1 variant id). */
  id: string;
  /** Option name → choice description (`{ Size: "M", Color: "Navy" }`); empty without options. */
  choices: Record<string, string>;
  price: PriceData;
  visible: boolean;
  sku: string | null;
  stock: ShopStock;
  /** How a cart line names this variant (v3: its id; v1: its choices); `null`: the bare product. */
  selection: ProductSelection | null;
}

/** A product as a shop page shows and sells it. */
export interface ShopProduct {
  /** The catalogue it was read from: what the cart reference of its lines may carry. */
  catalog: CatalogVersion;
  id: string;
  name: string;
  slug: string;
  /** The description's HTML, or `null`. */
  description: string | null;
  brand: string | null;
  ribbon: string | null;
  /** The main picture or video, `null` when there is none. */
  mainMedia: MediaItem | null;
  /** Every picture and video, in order. */
  media: MediaItem[];
  /** The product's price (on v3 the lowest variant's; the list price in `price`, paid in `discountedPrice`). */
  price: PriceData;
  /** Lowest and highest variant price paid, when the variants were read. */
  priceRange: { min: number; max: number } | null;
  /** A product-wide discount as shown ("20% off", "$5 off"), or `null`. */
  discount: string | null;
  /** The base quantity and unit of a product sold by measure, or `null`. */
  pricePerUnit: PricePerUnitData | null;
  /** The options and their choices (a colour's choice may carry its own media). */
  options: ProductOption[];
  /** The variants (a list answer on v3 carries none). */
  variants: ShopVariant[];
  stock: ShopStock;
  /** Ids of its collections (v1) or categories (v3). */
  collectionIds: string[];
  infoSections: { title: string; description: string }[];
  /** Modifiers, subscription plans and pre-order terms. */
  purchaseOptions: PurchaseOptions;
}

/** One numbered page of products (plain data, as `useProducts` returns it). */
export interface ShopProductPage {
  items: ShopProduct[];
  /** How many products match in all. */
  totalCount: number;
  /** This page's number, from 1. */
  page: number;
  pageSize: number;
  totalPages: number;
}

/**
 * The variant a line adds when the shopper chose none: the only variant of a product without
 * options, else `undefined`.
 *
 * @example
 * ```ts
 * addToCart.mutate({ product, variant: selection.variant ?? onlyVariant(product) });
 * ```
 */
export function onlyVariant(product: Pick<ShopProduct, "variants">): ShopVariant | undefined {
  return product.variants.length === 1 ? product.variants[0] : undefined;
}
