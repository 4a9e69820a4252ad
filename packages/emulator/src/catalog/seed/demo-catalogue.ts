/**
 * What the demo store sells: its collections and, per collection, product
 * lines with price ranges, brands, options and price-per-unit settings. The
 * demo seed turns these into ~60 products with a seeded random source.
 */
import type { PricePerUnitData } from "@vitrine/sdk/catalog";

/** One line of products (each name becomes a product). */
export interface ProductLine {
  collection: string;
  names: readonly string[];
  price: readonly [number, number];
  brands: readonly string[];
  productType: "physical" | "digital";
  /** Apparel: Size and Color options with managed variants. */
  apparel?: boolean;
  pricePerUnitData?: PricePerUnitData;
  weight?: readonly [number, number];
}

/**
 * The collections: one per line, the two that pick across lines, and the two hidden ones the
 * provider's published store templates read for their home page (`HOMEPAGE_PICKS`).
 */
export const DEMO_COLLECTIONS = [
  { key: "apparel", name: "Apparel", description: "Shirts, hoodies and knits made to last." },
  { key: "home", name: "Home & Kitchen", description: "Things for slow mornings." },
  { key: "pantry", name: "Pantry", description: "Coffee, tea and good oil, sold by weight." },
  { key: "accessories", name: "Accessories", description: "Bags, caps and small things." },
  { key: "stationery", name: "Stationery", description: "Paper goods for lists and letters." },
  { key: "digital", name: "Digital Goods", description: "Downloads: books, music and wallpapers." },
  { key: "new", name: "New Arrivals", description: "Just in." },
  { key: "sale", name: "Sale", description: "Reduced for a short time." },
  {
    key: "hidden-homepage-featured-items",
    name: "Home page: featured",
    description: "The three products a store template's home page features.",
  },
  {
    key: "hidden-homepage-carousel",
    name: "Home page: carousel",
    description: "The products a store template's home page carousel shows.",
  },
] as const;

/** The products (by name) in the two hidden home-page collections. */
export const HOMEPAGE_PICKS: Readonly<Record<string, readonly string[]>> = {
  "hidden-homepage-featured-items": ["Linen Shirt", "Pour-Over Kettle", "Waxed Backpack"],
  "hidden-homepage-carousel": [
    "Heavyweight Hoodie",
    "Stoneware Mug",
    "Ethiopia Coffee Beans",
    "Canvas Tote",
    "Dot Grid Notebook",
    "Field Guide E-Book",
  ],
};

/** Sizes of apparel. */
export const SIZES = ["XS", "S", "M", "L", "XL"] as const;

/** Colours of apparel: name and swatch. */
export const COLORS = [
  { description: "Black", value: "#1d1d1f" },
  { description: "White", value: "#f5f5f0" },
  { description: "Navy", value: "#1f2a44" },
  { description: "Olive", value: "#6b6b3a" },
  { description: "Rust", value: "#b7472a" },
  { description: "Sky", value: "#8ec5e8" },
] as const;

/** The product lines. */
export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    collection: "apparel",
    names: [
      "Linen Shirt",
      "Organic Cotton Tee",
      "Heavyweight Hoodie",
      "Merino Crew Sweater",
      "Oxford Button-Down",
      "Relaxed Chino",
      "Rib Knit Beanie Sweater",
      "Field Jacket",
      "Flannel Overshirt",
      "Pocket Tee",
      "Quilted Vest",
      "Wool Cardigan",
    ],
    price: [24, 160],
    brands: ["Northwind", "Atelier Nord", "Juniper & Co"],
    productType: "physical",
    apparel: true,
    weight: [0.2, 1.2],
  },
  {
    collection: "home",
    names: [
      "Stoneware Mug",
      "Pour-Over Kettle",
      "Beeswax Candle",
      "Linen Tea Towel Set",
      "Oak Serving Board",
      "Glass Carafe",
      "Wool Throw",
      "Ceramic Planter",
      "Enamel Dutch Oven",
      "Cotton Napkins",
      "Linen Apron",
      "Pasta Bowl Set",
    ],
    price: [9, 140],
    brands: ["Hearth", "Juniper & Co"],
    productType: "physical",
    weight: [0.2, 4.5],
  },
  {
    collection: "pantry",
    names: ["Ethiopia Coffee Beans", "Colombia Coffee Beans", "Sencha Green Tea", "Earl Grey Loose Leaf"],
    price: [9, 22],
    brands: ["Roastery 7"],
    productType: "physical",
    pricePerUnitData: {
      totalQuantity: 250,
      totalMeasurementUnit: "G",
      baseQuantity: 100,
      baseMeasurementUnit: "G",
    },
    weight: [0.25, 0.25],
  },
  {
    collection: "pantry",
    names: ["Cold-Pressed Olive Oil", "Wildflower Honey", "Apple Cider Vinegar"],
    price: [8, 28],
    brands: ["Grove & Hive"],
    productType: "physical",
    pricePerUnitData: {
      totalQuantity: 500,
      totalMeasurementUnit: "ML",
      baseQuantity: 1,
      baseMeasurementUnit: "L",
    },
    weight: [0.6, 0.9],
  },
  {
    collection: "accessories",
    names: [
      "Canvas Tote",
      "Waxed Backpack",
      "Leather Card Holder",
      "Six-Panel Cap",
      "Wool Scarf",
      "Ribbed Socks",
      "Weekender Bag",
      "Belt",
      "Sunglasses",
      "Key Ring",
    ],
    price: [12, 220],
    brands: ["Northwind", "Saddle Works"],
    productType: "physical",
    weight: [0.05, 1.5],
  },
  {
    collection: "stationery",
    names: [
      "Dot Grid Notebook",
      "Weekly Planner",
      "Brass Pen",
      "Letterpress Cards",
      "Washi Tape Set",
      "Desk Pad",
      "Pencil Case",
      "Sketchbook",
      "Fountain Pen Ink",
      "A5 Binder",
    ],
    price: [5, 48],
    brands: ["Papier", "Inkwell"],
    productType: "physical",
    weight: [0.05, 0.8],
  },
  {
    collection: "digital",
    names: [
      "Field Guide E-Book",
      "Lo-Fi Morning Album",
      "Phone Wallpaper Pack",
      "Recipe Collection PDF",
      "Watercolour Brush Set",
      "Font Family License",
      "Travel Journal Template",
      "Podcast Season Pass",
      "Photo Presets Pack",
    ],
    price: [3, 45],
    brands: ["Vitrine Studio"],
    productType: "digital",
  },
];
