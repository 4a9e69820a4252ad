/**
 * What pricing, line resolution and stock need from a catalogue product,
 * whichever catalogue (v1 or v3) the store runs: its name, page slug, main
 * image, options with their colour codes, modifiers and subscription plans
 * (v3), and per variant the chosen option values, the price, weight, SKU and
 * stock. The catalogue adapters
 * (`v1-catalog-items.ts`, `v3-catalog-items.ts`) build it from their rows.
 */
import type { Subscription } from "@vitrine/sdk/catalog";

/** One option of a product, and the colour code of each colour choice. */
export interface CatalogOption {
  name: string;
  /** Whether its choices are colours (served as `COLOR` description lines). */
  color: boolean;
  /** Colour code by choice name. */
  colorCodes: ReadonlyMap<string, string>;
}

/** Pre-order of a variant (v3): what the shopper is told, and for tracked stock the units still open to it. */
export interface CatalogPreorder {
  message?: string;
  /** Units that may be ordered past the stock (tracked stock only). */
  units?: number;
}

/**
 * A variant's stock: a tracked quantity (never below zero here), or a plain in-stock flag, and
 * its pre-order when it takes pre-orders.
 */
export type CatalogStock = ({ tracked: true; quantity: number } | { tracked: false; inStock: boolean }) & {
  preorder?: CatalogPreorder;
};

/** One variant: the option values that choose it, its prices in cents and its stock. */
export interface CatalogVariant {
  id: string;
  /** Chosen value by option name. */
  choices: Readonly<Record<string, string>>;
  /** What the buyer pays for one unit. */
  unitCents: number;
  /** The unit price before discounts (`fullPrice`). */
  fullCents: number;
  weight: number;
  sku?: string;
  stock: CatalogStock;
}

/** A modifier of a v3 product as lines name it: by key, with its choices' names by key. */
export interface CatalogModifier {
  key: string;
  name: string;
  choices: ReadonlyMap<string, string>;
}

/** A product's main image, as a cart line shows it (`LineItem.image`). */
export interface CatalogImage {
  id: string;
  url: string;
  height?: number;
  width?: number;
  altText?: string;
}

/** A visible catalogue product as lines read it. */
export interface CatalogItem {
  id: string;
  name: string;
  slug: string;
  physical: boolean;
  image?: CatalogImage;
  options: readonly CatalogOption[];
  /** Modifiers (v3), to name a line's chosen modifiers and free text. */
  modifiers?: readonly CatalogModifier[];
  /** Subscription plans (v3): the visible ones a line may name, and whether it may name none. */
  subscriptions?: { plans: readonly Subscription[]; allowOneTimePurchases: boolean };
  variants: readonly CatalogVariant[];
}
