/**
 * The demo store's data collections: the `Pages` and `Menus` collections the
 * provider's headless store templates read for their navigation bar, footer
 * and content pages (a page has `title`, `slug`, `seoTitle`, `seoDescription`
 * and a rich-text `body`; a menu has a `slug` and a multi-reference `pages`),
 * with a header menu (`next-js-frontend-header-menu`) and a footer menu
 * (`next-js-frontend-footer-menu`). Fixed ids and dates, so every seed is the
 * same; both collections are readable by anyone and written by the site's admin.
 */
import type { Database } from "../../db/database.ts";
import { type DataCollection, insertCollection, PUBLIC_CONTENT } from "../data-collection.ts";
import { SITE_OWNER_ID } from "../data-permissions.ts";
import { insertItem } from "../item-store.ts";

/** The moment the demo content was written (fixed, so seeds are identical). */
const SEED_TIME = Date.parse("2026-01-15T09:00:00.000Z");

const PAGES: DataCollection = {
  id: "Pages",
  displayName: "Pages",
  permissions: PUBLIC_CONTENT,
  fields: [
    { key: "title", displayName: "Title", type: "TEXT" },
    { key: "slug", displayName: "Slug", type: "TEXT" },
    { key: "seoTitle", displayName: "SEO Title", type: "TEXT" },
    { key: "seoDescription", displayName: "SEO Description", type: "TEXT" },
    { key: "body", displayName: "Body", type: "RICH_TEXT" },
  ],
};

const MENUS: DataCollection = {
  id: "Menus",
  displayName: "Menus",
  permissions: PUBLIC_CONTENT,
  fields: [
    {
      key: "pages",
      displayName: "Pages",
      type: "MULTI_REFERENCE",
      typeMetadata: { multiReference: { referencedCollectionId: "Pages", referencingFieldKey: "menus" } },
    },
    { key: "slug", displayName: "Slug", type: "TEXT" },
  ],
};

/** The demo pages: id, slug, title, one-line summary, body paragraphs. */
const PAGE_TEXTS = [
  [
    "6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1a01",
    "about",
    "About us",
    "Who we are and what we sell.",
    [
      "Vitrine Demo is a small shop of apparel, pantry goods and downloads, run from one laptop.",
      "Every product, price and order here lives in the local emulator: nothing leaves your machine.",
    ],
  ],
  [
    "6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1a02",
    "faq",
    "Frequently asked questions",
    "Answers about orders, payment and delivery.",
    [
      "How do I pay? On the hosted checkout page, with one of the test cards it lists.",
      "Can I change an order? Write to us before it ships and we will change it.",
    ],
  ],
  [
    "6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1a03",
    "shipping-return-policy",
    "Shipping & returns",
    "How we ship and how to send items back.",
    [
      "Orders with something to ship pay a flat 5.00 for delivery.",
      "Returns are free within 30 days of delivery.",
    ],
  ],
  [
    "6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1a04",
    "terms-conditions",
    "Terms & conditions",
    "The terms of buying from the demo shop.",
    ["Prices include the shop's tax where it applies; the checkout shows every amount before you pay."],
  ],
  [
    "6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1a05",
    "privacy-policy",
    "Privacy policy",
    "What we keep about you, and why.",
    ["We keep your e-mail and addresses to deliver your orders, and nothing else."],
  ],
] as const;

/** The demo menus: id, slug, page slugs in menu order. */
const MENU_PAGES = [
  ["6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1b01", "next-js-frontend-header-menu", ["about", "faq"]],
  [
    "6f1d2c3a-0b1e-4c55-9a01-5d0a7e3c1b02",
    "next-js-frontend-footer-menu",
    ["about", "faq", "shipping-return-policy", "terms-conditions", "privacy-policy"],
  ],
] as const;

function systemFields(id: string, minutesAfterSeed: number) {
  const date = { $date: new Date(SEED_TIME + minutesAfterSeed * 60_000).toISOString() };
  return { _id: id, _owner: SITE_OWNER_ID, _createdDate: date, _updatedDate: date };
}

/** What a data seed created. */
export interface DataSeedResult {
  collections: number;
  items: number;
}

/**
 * Seeds the demo `Pages` and `Menus` collections and their items in one transaction; a collection
 * or item that exists is left as it is.
 *
 * @example
 * ```ts
 * await seedDemoData(db); // { collections: 2, items: 7 }
 * ```
 */
export async function seedDemoData(db: Database): Promise<DataSeedResult> {
  return db.transaction(async (tx) => {
    let collections = 0;
    let items = 0;
    for (const collection of [PAGES, MENUS])
      if (await insertCollection(tx, collection, new Date(SEED_TIME))) collections += 1;
    const pageIds = new Map<string, string>();
    for (const [index, [id, slug, title, summary, paragraphs]] of PAGE_TEXTS.entries()) {
      pageIds.set(slug, id);
      const body = paragraphs.map((text) => `<p>${text.replace(/&/g, "&amp;")}</p>`).join("");
      const data = {
        title,
        slug,
        seoTitle: title,
        seoDescription: summary,
        body,
        ...systemFields(id, index),
      };
      if (await insertItem(tx, PAGES.id, data)) items += 1;
    }
    for (const [index, [id, slug, pages]] of MENU_PAGES.entries()) {
      const data = { slug, pages: pages.map((page) => pageIds.get(page)), ...systemFields(id, 10 + index) };
      if (await insertItem(tx, MENUS.id, data)) items += 1;
    }
    return { collections, items };
  });
}
