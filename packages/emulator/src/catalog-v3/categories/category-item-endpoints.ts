/**
 * The items of categories: v3 products, named `{catalogItemId, appId}` with
 * the stores app id. Bulk add and remove items to one category, add and
 * remove one item to several categories (each one transaction, results per
 * item in the provider's bulk shape: an unknown product or category fails its
 * entry, the others apply), list the items of a category (keyset cursors,
 * newest product first; with `includeItemsFromSubcategories` those of its
 * subcategories too) and list the categories of an item or of several.
 * Adding an item already in a category, or removing one not in it, succeeds
 * and changes nothing. A list's cursor keeps whether it includes subcategories.
 */
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint, WriteInput } from "../../catalog-core/writes/write-endpoint.ts";
import type { Queryable } from "../../db/database.ts";
import { notFound, ValidationFailure } from "../../errors.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import { cursorExtra } from "../query/keyset-cursor.ts";
import { keysetPage } from "../query/keyset-page.ts";
import { categoryIdOf } from "./category-input.ts";
import { type ItemReference, itemOf, listOf } from "./category-item-input.ts";
import { requireLockedCategory } from "./category-lock.ts";
import { lockMemberships, writeMemberships } from "./category-membership.ts";
import { categoryNotFound, checkTree, UNDER_CATEGORY } from "./category-rows.ts";

/** One entry of a bulk result. */
interface ItemOutcome {
  success: boolean;
  error?: { code: string; description: string; data: Record<string, unknown> };
}

function failure(code: string, description: string, data: Record<string, unknown>): ItemOutcome {
  return { success: false, error: { code, description, data } };
}

const itemNotFound = (item: ItemReference) =>
  failure("ITEM_NOT_FOUND", `No product of the stores app has id ${item.catalogItemId}.`, { ...item });

function bulkMetadata(outcomes: readonly ItemOutcome[]) {
  const totalSuccesses = outcomes.filter((o) => o.success).length;
  return { totalSuccesses, totalFailures: outcomes.length - totalSuccesses, undetailedFailures: 0 };
}

/** Adds or removes `categoryId` for each item; unknown items fail their entry. */
async function changeItems(input: WriteInput, adding: boolean) {
  checkTree(input.payload);
  const checks = new InputChecks();
  const categoryId = checks.string(input.payload.categoryId, "categoryId", { required: true }) ?? "";
  const items = listOf(checks, input.payload.items, "items", adding ? 1000 : 100, (value, at) =>
    itemOf(checks, value, at),
  );
  checks.done();
  return inCatalogTransaction(input, async ({ tx }) => {
    await requireLockedCategory(tx, categoryId);
    const stores = items.filter((item) => item.appId === STORES_APP_ID).map((item) => item.catalogItemId);
    const current = await lockMemberships(tx, stores);
    const next = new Map<string, string[]>();
    const outcomes = items.map((item): ItemOutcome => {
      const categories = item.appId === STORES_APP_ID ? current.get(item.catalogItemId) : undefined;
      if (!categories) return itemNotFound(item);
      const listed = next.get(item.catalogItemId) ?? categories;
      if (adding && !listed.includes(categoryId)) next.set(item.catalogItemId, [...listed, categoryId]);
      if (!adding && listed.includes(categoryId))
        next.set(
          item.catalogItemId,
          listed.filter((c) => c !== categoryId),
        );
      return { success: true };
    });
    await writeMemberships(tx, next);
    return {
      results: outcomes.map((outcome, originalIndex) => ({
        itemMetadata: { item: items[originalIndex], originalIndex, ...outcome },
      })),
      bulkActionMetadata: bulkMetadata(outcomes),
    };
  });
}

/** Adds or removes one item for each category; unknown categories fail their entry. */
async function changeCategories(input: WriteInput, adding: boolean) {
  checkTree(input.payload);
  const checks = new InputChecks();
  const item = itemOf(checks, input.payload.item, "item");
  const categoryIds = listOf(
    checks,
    input.payload.categoryIds,
    "categoryIds",
    100,
    (value, at) => checks.string(value, at, { required: true }) ?? "",
  );
  checks.done();
  return inCatalogTransaction(input, async ({ tx }) => {
    const known = new Set(
      (
        await tx.query<{ id: string }>(
          "select id from v3_categories where id = any($1::text[]) order by id for update",
          [categoryIds],
        )
      ).map((row) => row.id),
    );
    const current =
      item.appId === STORES_APP_ID
        ? (await lockMemberships(tx, [item.catalogItemId])).get(item.catalogItemId)
        : undefined;
    if (!current)
      throw notFound("ITEM_NOT_FOUND", `No product of the stores app has id ${item.catalogItemId}.`);
    let categories = current;
    const outcomes = categoryIds.map((id): ItemOutcome => {
      if (!known.has(id))
        return failure("CATEGORY_NOT_FOUND", `No category has id ${id}.`, { categoryId: id });
      if (adding && !categories.includes(id)) categories = [...categories, id];
      if (!adding) categories = categories.filter((c) => c !== id);
      return { success: true };
    });
    if (categories !== current) await writeMemberships(tx, new Map([[item.catalogItemId, categories]]));
    return {
      results: outcomes.map((outcome, originalIndex) => ({
        itemMetadata: { id: categoryIds[originalIndex], originalIndex, ...outcome },
      })),
      bulkActionMetadata: bulkMetadata(outcomes),
    };
  });
}

const addItemsToCategory: WriteEndpoint = {
  method: "POST",
  path: "/categories/v1/bulk/categories/{categoryId}/add-items",
  access: "write",
  handle: (input) => changeItems(input, true),
};

const removeItemsFromCategory: WriteEndpoint = {
  method: "POST",
  path: "/categories/v1/bulk/categories/{categoryId}/remove-items",
  access: "write",
  handle: (input) => changeItems(input, false),
};

const addItemToCategories: WriteEndpoint = {
  method: "POST",
  path: "/categories/v1/bulk/categories/add-item",
  access: "write",
  handle: (input) => changeCategories(input, true),
};

const removeItemFromCategories: WriteEndpoint = {
  method: "POST",
  path: "/categories/v1/bulk/categories/remove-item",
  access: "write",
  handle: (input) => changeCategories(input, false),
};

/** The item membership writes. */
export const categoryItemWriteEndpoints: WriteEndpoint[] = [
  addItemsToCategory,
  removeItemsFromCategory,
  addItemToCategories,
  removeItemFromCategories,
];

const itemFields = {
  fields: {
    createdDate: { sql: "p.created_date", type: "timestamp", sortable: true },
    id: { sql: "p.id", type: "text", sortable: true, unique: true },
  },
  tiebreak: ["p.id"],
  defaultSort: [{ field: "createdDate", descending: true }],
} as const;

/** Runs a keyset read of a request's top-level `cursorPaging`, naming fields from the top. */
async function withTopLevelFields<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ValidationFailure)) throw error;
    throw new ValidationFailure(
      error.fieldViolations.map((v) => ({ ...v, field: v.field.replace(/^\./, "") })),
    );
  }
}

function flag(value: unknown): boolean {
  return value === true || value === "true";
}

/** The categories of each item: `{direct, all}` ids (all: the direct ones and their ancestors). */
async function categoriesOf(
  db: Queryable,
  items: readonly ItemReference[],
): Promise<Map<string, { direct: string[]; all: string[] }>> {
  const ids = items.filter((item) => item.appId === STORES_APP_ID).map((item) => item.catalogItemId);
  const rows = await db.query<{ id: string; direct: string[]; all: string[] | null }>(
    `select p.id, p.category_ids as direct,
       (select array_agg(distinct a) from v3_categories c cross join unnest(c.ancestor_ids || c.id) a
        where c.id = any(p.category_ids)) as "all"
     from v3_products p where p.id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { direct: row.direct, all: row.all ?? [] }]));
}

/** List items in a category, list the categories of one item or of several. */
export const categoryItemReadEndpoints: Endpoint[] = [
  {
    method: "GET",
    path: "/categories/v1/categories/list-categories-for-item",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const checks = new InputChecks();
      const item = itemOf(checks, input.payload.item, "item");
      checks.done();
      const found = (await categoriesOf(input.db, [item])).get(item.catalogItemId);
      if (!found)
        throw notFound("ITEM_NOT_FOUND", `No product of the stores app has id ${item.catalogItemId}.`);
      return { directCategoryIds: found.direct, allCategoryIds: found.all };
    },
  },
  {
    method: "GET",
    path: "/categories/v1/categories/list-categories-for-items",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const checks = new InputChecks();
      const items = listOf(checks, input.payload.items, "items", 100, (value, at) =>
        itemOf(checks, value, at),
      );
      checks.done();
      const found = await categoriesOf(input.db, items);
      return {
        categoriesForItems: items.map((item) => {
          const categories = item.appId === STORES_APP_ID ? found.get(item.catalogItemId) : undefined;
          const direct = categories?.direct ?? [];
          return {
            item,
            directCategoryIds: direct,
            indirectCategoryIds: (categories?.all ?? []).filter((id) => !direct.includes(id)),
          };
        }),
      };
    },
  },
  {
    method: "GET",
    path: "/categories/v1/categories/{categoryId}/list-items",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const categoryId = categoryIdOf(input.payload.categoryId);
      const [found] = await input.db.query("select 1 from v3_categories where id = $1", [categoryId]);
      if (!found) throw categoryNotFound(categoryId);
      const cursor = isObject(input.payload.cursorPaging) ? input.payload.cursorPaging.cursor : undefined;
      const carried = cursorExtra(cursor);
      const subcategories =
        carried === undefined
          ? flag(input.payload.includeItemsFromSubcategories)
          : carried === "subcategories";
      const categories = subcategories
        ? (
            await input.db.query<{ id: string }>(
              `select id from v3_categories where id = $1 or ${UNDER_CATEGORY}`,
              [categoryId],
            )
          ).map((row) => row.id)
        : [categoryId];
      const page = await withTopLevelFields(() =>
        keysetPage<{ catalogItemId: string; appId: string }>(
          input.db,
          {
            entity: "category-items",
            table: itemFields,
            from: "v3_products p",
            select: `p.id as "catalogItemId", '${STORES_APP_ID}' as "appId"`,
            condition: "p.category_ids && $1::text[]",
            leadingParams: [categories],
            cursorExtra: subcategories ? "subcategories" : "direct",
          },
          { cursorPaging: input.payload.cursorPaging },
          "",
        ),
      );
      const { count, cursors } = page.pagingMetadata;
      return { items: page.rows, pagingMetadata: { count, cursors } };
    },
  },
];
