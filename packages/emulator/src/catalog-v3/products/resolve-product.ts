/**
 * A checked product patch applied to its base (nothing, for a create; the
 * stored draft, for an update) inside the write's transaction, with its
 * references resolved: brand and ribbon by id or name (a new name creates the
 * entity), info sections by id or unique name (created when given a title),
 * options onto customizations (`resolve-options.ts`), variants aligned with
 * the options (`align-variants.ts`), and the
 * subscription plans sent or kept (checked against the whole product). A sent
 * variant replaces the stored one whole, as the provider updates no variant
 * partially: its id keeps its inventory item, and what it leaves out (SKU,
 * barcode, compare-at price, cost, weight) is cleared.
 */
import { randomUUID } from "node:crypto";
import { slugify } from "../../catalog-core/model/slug.ts";
import { ribbonEvent } from "../../catalog-core/ribbons/ribbon-events.ts";
import { findRibbonByName, insertKeptRibbon, loadRibbon } from "../../catalog-core/ribbons/ribbon-store.ts";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import { findBrandByName, insertBrand, loadBrand } from "../brands/brand-rows.ts";
import {
  INFO_SECTION_COLUMNS,
  type InfoSectionEntity,
  insertInfoSection,
} from "../info-sections/info-section-rows.ts";
import type { ProductDraft } from "../model/product-draft.ts";
import type { ProductPatch, Reference } from "../model/product-input.ts";
import { checkSubscriptionRules } from "../model/subscription-rules.ts";
import { alignVariants } from "./align-variants.ts";
import { checkProductPreorders } from "./preorder-rules.ts";
import { resolveOptions } from "./resolve-options.ts";

/** What resolving needs from the write. */
export interface ResolveContext {
  tx: Queryable;
  now: string;
  identity: EventIdentity;
  /** The product's own id (to skip it in the slug check). */
  productId: string;
}

/** The resolved draft and the events its new entities record (a ribbon created by name). */
export interface Resolved {
  draft: ProductDraft;
  events: OutboxEvent[];
}

async function brandOf(tx: Queryable, ref: Reference, now: string) {
  if (ref.id !== undefined) {
    const brand = await loadBrand(tx, ref.id);
    if (!brand) throw invalidField("product.brand.id", `no brand has id ${ref.id}`, "NOT_FOUND");
    return { id: brand.id, name: brand.name };
  }
  const name = ref.name ?? "";
  const brand = (await findBrandByName(tx, name)) ?? (await insertBrand(tx, { id: randomUUID(), name, now }));
  const found = brand ?? (await findBrandByName(tx, name));
  if (!found) throw new Error("brand vanished");
  return { id: found.id, name: found.name };
}

async function ribbonOf(context: ResolveContext, ref: Reference, events: OutboxEvent[]) {
  const { tx, now, identity } = context;
  if (ref.id !== undefined) {
    const ribbon = await loadRibbon(tx, ref.id);
    if (!ribbon) throw invalidField("product.ribbon.id", `no ribbon has id ${ref.id}`, "NOT_FOUND");
    return { id: ribbon.id, name: ribbon.name };
  }
  const name = ref.name ?? "";
  const existing = await findRibbonByName(tx, name);
  if (existing) return { id: existing.id, name: existing.name };
  const created = (await insertKeptRibbon(tx, name, now)) ?? (await findRibbonByName(tx, name));
  if (!created) throw new Error("ribbon vanished");
  events.push(ribbonEvent({ slug: "created", row: created }, identity, now));
  return { id: created.id, name: created.name };
}

async function infoSectionIds(tx: Queryable, patch: NonNullable<ProductPatch["infoSections"]>, now: string) {
  const ids: string[] = [];
  for (const [index, section] of patch.entries()) {
    const at = `product.infoSections[${index}]`;
    const [found] = await tx.query<InfoSectionEntity>(
      `select ${INFO_SECTION_COLUMNS} from v3_info_sections e where ${section.id !== undefined ? "e.id" : "e.unique_name"} = $1`,
      [section.id ?? section.uniqueName],
    );
    if (found) {
      ids.push(found.id);
      continue;
    }
    if (section.id !== undefined || section.title === undefined)
      throw invalidField(
        at,
        "names no info section (give a uniqueName and a title to create one)",
        "NOT_FOUND",
      );
    const created = await insertInfoSection(tx, {
      id: randomUUID(),
      uniqueName: section.uniqueName ?? "",
      title: section.title,
      plainDescription: section.plainDescription ?? null,
      now,
    });
    if (created) ids.push(created.id);
  }
  return ids;
}

async function freeSlug(tx: Queryable, slug: string, productId: string, explicit: boolean): Promise<string> {
  const taken = new Set(
    (
      await tx.query<{ slug: string }>(
        "select slug from v3_products where (slug = $1 or slug like $1 || '-%') and id <> $2",
        [slug, productId],
      )
    ).map((r) => r.slug),
  );
  if (!taken.has(slug)) return slug;
  if (explicit)
    throw new ApplicationFailure(400, "DUPLICATE_SLUG_ERROR", `Another product has the slug ${slug}.`, {
      slug,
    });
  for (let n = 1; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/** The subscription plans a write leaves: those sent (`null`: none), else the stored ones. */
function subscriptionsOf(
  patch: ProductPatch,
  base: ProductDraft | undefined,
): Pick<ProductDraft, "subscriptionDetails"> {
  const details =
    patch.subscriptionDetails === undefined ? base?.subscriptionDetails : patch.subscriptionDetails;
  return details ? { subscriptionDetails: details } : {};
}

/**
 * The draft of `patch` over `base` (undefined when creating).
 *
 * @example
 * ```ts
 * const { draft, events } = await resolveProduct(patch, undefined, { tx, now, identity, productId });
 * ```
 */
export async function resolveProduct(
  patch: ProductPatch,
  base: ProductDraft | undefined,
  context: ResolveContext,
): Promise<Resolved> {
  const { tx, now } = context;
  const events: OutboxEvent[] = [];
  const name = patch.name ?? base?.name ?? "";
  const slugSource = patch.slug ?? base?.slug ?? (slugify(name) || "product");
  const slug =
    patch.slug === undefined && base
      ? base.slug
      : await freeSlug(tx, slugSource, context.productId, patch.slug !== undefined);
  const brand =
    patch.brand === undefined
      ? base?.brand
      : patch.brand === null
        ? undefined
        : await brandOf(tx, patch.brand, now);
  const ribbon =
    patch.ribbon === undefined
      ? base?.ribbon
      : patch.ribbon === null
        ? undefined
        : await ribbonOf(context, patch.ribbon, events);
  const options = patch.options ? await resolveOptions(tx, patch.options, now) : (base?.options ?? []);
  const variants = patch.variants ? alignVariants(patch.variants, options, base) : (base?.variants ?? []);
  const draft: ProductDraft = {
    name,
    slug,
    plainDescription:
      patch.plainDescription !== undefined ? patch.plainDescription : (base?.plainDescription ?? null),
    visible: patch.visible ?? base?.visible ?? true,
    visibleInPos: patch.visibleInPos ?? base?.visibleInPos ?? true,
    productType: patch.productType ?? base?.productType ?? "PHYSICAL",
    handle: patch.handle ?? base?.handle ?? null,
    media: patch.media ?? base?.media ?? [],
    ...(brand ? { brand } : {}),
    ...(ribbon ? { ribbon } : {}),
    infoSectionIds: patch.infoSections
      ? await infoSectionIds(tx, patch.infoSections, now)
      : (base?.infoSectionIds ?? []),
    options,
    modifiers: patch.modifiers ?? base?.modifiers ?? [],
    categoryIds: base?.categoryIds ?? [],
    mainCategoryId:
      patch.mainCategoryId !== undefined ? patch.mainCategoryId : (base?.mainCategoryId ?? null),
    ...(patch.pricePerUnit
      ? { pricePerUnit: patch.pricePerUnit }
      : base?.pricePerUnit
        ? { pricePerUnit: base.pricePerUnit }
        : {}),
    ...subscriptionsOf(patch, base),
    variants,
  };
  checkSubscriptionRules(draft);
  if (base) await checkProductPreorders(tx, context.productId, draft);
  return { draft, events };
}
