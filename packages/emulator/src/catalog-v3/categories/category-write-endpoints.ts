/**
 * Category writes of a catalogue v3 store (merchant or app only), each one
 * transaction: create (a slug from the name when none is sent, unique;
 * `revision` "1"; under a parent, last among its subcategories, at most five
 * levels above it), update with the current `revision` (name, slug,
 * descriptions, image, SEO data), delete (with its subcategories, as the
 * provider does; their products leave them), visibility (hiding hides the
 * subcategories; showing needs visible ancestors) and move
 * (`category-move-endpoint.ts`). Create, update and visibility answer with the
 * category as its `fields` ask.
 */
import { randomUUID } from "node:crypto";
import { firstFreeSlug, slugify } from "../../catalog-core/model/slug.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import { checkRevision } from "../model/revision.ts";
import { UNIQUE_VIOLATION } from "../store/product-rows.ts";
import { categoryFieldsOf } from "./category-fields.ts";
import {
  type CategoryFields,
  categoryChangeOf,
  categoryIdOf,
  newCategoryOf,
  visibilityChangeOf,
} from "./category-input.ts";
import { lockCategory, requireLockedCategory } from "./category-lock.ts";
import { lockMembersOf, writeMemberships } from "./category-membership.ts";
import { moveCategory } from "./category-move-endpoint.ts";
import { categoryWire, checkTree, requireCategory } from "./category-rows.ts";
import { depthExceeded, lockSubtree, MAX_ANCESTORS, parentHidden, parentNotInTree } from "./category-tree.ts";

function duplicateSlug(slug: string, existingCategoryId: string | undefined): ApplicationFailure {
  return new ApplicationFailure(409, "DUPLICATE_SLUG", `A category has slug ${slug}.`, {
    slug,
    ...(existingCategoryId ? { existingCategoryId } : {}),
  });
}

async function slugOwner(tx: Queryable, slug: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>("select id from v3_categories where slug = $1", [slug]);
  return row?.id;
}

/** Held while a generated slug is picked and stored, so two creates of one name get two slugs. */
const SLUG_LOCK = 7_301_003;

/** The first free slug made from `name` (a slug holds no `LIKE` wildcard). */
async function freeSlug(tx: Queryable, name: string): Promise<string> {
  await tx.query("select pg_advisory_xact_lock($1)", [SLUG_LOCK]);
  const base = slugify(name);
  const rows = await tx.query<{ slug: string }>(
    "select slug from v3_categories where slug = $1 or slug like $2",
    [base, `${base}-%`],
  );
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** What `fields` do to a stored document: the keys they set, and those they remove (sent as null). */
function documentChange(fields: CategoryFields): { set: Record<string, unknown>; removed: string[] } {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    set: Object.fromEntries(entries.filter(([, value]) => value !== null)),
    removed: entries.filter(([, value]) => value === null).map(([key]) => key),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

const createCategory: WriteEndpoint = {
  method: "POST",
  path: "/categories/v1/categories",
  access: "write",
  async handle(input) {
    checkTree(input.payload);
    const category = newCategoryOf(input.payload.category);
    const requested = categoryFieldsOf(input.payload);
    return inCatalogTransaction(input, async ({ tx, context }) => {
      let ancestors: string[] = [];
      if (category.parentId !== null) {
        const parent = await lockCategory(tx, category.parentId);
        if (!parent) throw parentNotInTree(category.parentId);
        ancestors = [...parent.ancestorIds, category.parentId];
        if (ancestors.length > MAX_ANCESTORS) throw depthExceeded();
        if (category.visible && !parent.visible) throw parentHidden(category.parentId);
      }
      if (category.slug !== undefined) {
        const owner = await slugOwner(tx, category.slug);
        if (owner) throw duplicateSlug(category.slug, owner);
      }
      const slug = category.slug ?? (await freeSlug(tx, category.name));
      const id = randomUUID();
      const { parentId, managingAppId, ...fields } = category;
      const doc: Record<string, unknown> = { id, ...documentChange({ ...fields, slug }).set };
      if (managingAppId !== null) doc.managingAppId = managingAppId;
      try {
        await tx.query(
          `insert into v3_categories (id, name, slug, doc, parent_id, ancestor_ids, position, revision,
             created_date, updated_date)
           values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position) + 1, 0) from v3_categories
             where parent_id is not distinct from $5), 1, $7, $7)`,
          [id, category.name, slug, JSON.stringify(doc), parentId, ancestors, context.now],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug(slug, undefined);
        throw error;
      }
      return { category: categoryWire(await requireCategory(tx, id), requested) };
    });
  },
};

const updateCategory: WriteEndpoint = {
  method: "PATCH",
  path: "/categories/v1/categories/{category.id}",
  access: "write",
  async handle(input) {
    checkTree(input.payload);
    const change = categoryChangeOf(input.payload.category);
    const requested = categoryFieldsOf(input.payload);
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const current = await requireLockedCategory(tx, change.id);
      checkRevision("category", change.revision, current.revision);
      if (change.visible !== undefined && change.visible !== current.visible)
        throw invalidField("category.visible", "changes with update category visibility", "IMMUTABLE_FIELD");
      if (change.parentId !== undefined && change.parentId !== current.parentId)
        throw invalidField("category.parentCategory.id", "changes with move category", "IMMUTABLE_FIELD");
      const { slug } = change.fields;
      if (slug !== undefined && slug !== current.slug) {
        const owner = await slugOwner(tx, slug);
        if (owner) throw duplicateSlug(slug, owner);
      }
      const { set, removed } = documentChange(change.fields);
      try {
        await tx.query(
          `update v3_categories set doc = (doc || $2::jsonb) - $3::text[], name = coalesce($4, name),
             slug = coalesce($5, slug), revision = revision + 1, updated_date = $6
           where id = $1`,
          [change.id, JSON.stringify(set), removed, change.fields.name ?? null, slug ?? null, context.now],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug(slug ?? current.slug, undefined);
        throw error;
      }
      return { category: categoryWire(await requireCategory(tx, change.id), requested) };
    });
  },
};

const deleteCategory: WriteEndpoint = {
  method: "DELETE",
  path: "/categories/v1/categories/{categoryId}",
  access: "write",
  async handle(input) {
    checkTree(input.payload);
    const id = categoryIdOf(input.payload.categoryId);
    return inCatalogTransaction(input, async ({ tx }) => {
      await requireLockedCategory(tx, id);
      const subtree = await lockSubtree(tx, id);
      const members = await lockMembersOf(tx, subtree);
      const gone = new Set(subtree);
      await writeMemberships(
        tx,
        new Map(
          [...members].map(([product, categories]) => [product, categories.filter((c) => !gone.has(c))]),
        ),
      );
      await tx.query("delete from v3_categories where id = $1", [id]);
      return {};
    });
  },
};

const updateVisibility: WriteEndpoint = {
  method: "PATCH",
  path: "/categories/v1/categories/visibility",
  access: "write",
  async handle(input) {
    checkTree(input.payload);
    const { id, revision, visible } = visibilityChangeOf(input.payload);
    const requested = categoryFieldsOf(input.payload);
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const current = await requireLockedCategory(tx, id);
      checkRevision("category", revision, current.revision);
      if (visible && current.ancestorIds.length > 0) {
        const [hidden] = await tx.query<{ id: string }>(
          `select id from v3_categories where id = any($1::text[]) and doc ->> 'visible' = 'false' limit 1`,
          [current.ancestorIds],
        );
        if (hidden) throw parentHidden(hidden.id);
      }
      const targets = visible ? [id] : await lockSubtree(tx, id);
      await tx.query(
        `update v3_categories set doc = jsonb_set(doc, '{visible}', to_jsonb($2::boolean)),
           revision = revision + 1, updated_date = $3
         where id = any($1::text[]) and (id = $4 or coalesce((doc ->> 'visible')::boolean, true) <> $2)`,
        [targets, visible, context.now, id],
      );
      return { category: categoryWire(await requireCategory(tx, id), requested) };
    });
  },
};

/** The category write endpoints. */
export const categoryWriteEndpoints: WriteEndpoint[] = [
  createCategory,
  updateVisibility,
  updateCategory,
  deleteCategory,
  moveCategory,
];
