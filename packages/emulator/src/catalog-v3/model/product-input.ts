/**
 * The `product` of a create or update call, checked field by field into a
 * patch (every mistake a field violation naming its path, all reported
 * together). References (brand, ribbon, info sections, options) stay as the
 * caller wrote them; `resolve-product.ts` turns them into ids. A media item
 * named by external URL gets an id of its own (`importedMediaId`). Options and
 * modifiers are checked by `option-input.ts`, variants by `variant-input.ts`.
 */
import {
  type ConnectedModifier,
  MEASUREMENT_UNITS,
  type MeasurementUnit,
  PRODUCT_TYPES_V3,
  type PricePerUnitSettings,
  type ProductMedia,
  type ProductTypeV3,
  type SubscriptionDetails,
} from "@vitrine/sdk/catalog";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { importedMediaId } from "../../media/media-id.ts";
import { type OptionInput, parseModifiersInput, parseOptionsInput } from "./option-input.ts";
import { parseSubscriptionDetails } from "./subscription-input.ts";
import { parseVariantsInput, type VariantInput } from "./variant-input.ts";

/** A reference to an entity by id or by name. */
export interface Reference {
  id?: string;
  name?: string;
}

/** An info section reference: by id, by unique name, or a new one. */
export interface InfoSectionInput {
  id?: string;
  uniqueName?: string;
  title?: string;
  plainDescription?: string | null;
}

/** The checked fields of a `product`; absent means "not given". */
export interface ProductPatch {
  id?: string;
  revision?: string;
  name?: string;
  slug?: string;
  plainDescription?: string | null;
  visible?: boolean;
  visibleInPos?: boolean;
  productType?: ProductTypeV3;
  handle?: string;
  media?: ProductMedia[];
  brand?: Reference | null;
  ribbon?: Reference | null;
  infoSections?: InfoSectionInput[];
  options?: OptionInput[];
  modifiers?: ConnectedModifier[];
  mainCategoryId?: string | null;
  pricePerUnit?: PricePerUnitSettings;
  /** `null` removes them. */
  subscriptionDetails?: SubscriptionDetails | null;
  variants?: VariantInput[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The units a price per unit is given in (`UNSPECIFIED` is not one). */
const GIVEN_MEASUREMENT_UNITS = MEASUREMENT_UNITS.filter(
  (unit): unit is Exclude<MeasurementUnit, "UNSPECIFIED"> => unit !== "UNSPECIFIED",
);

function reference(
  checks: InputChecks,
  value: unknown,
  field: string,
  maxName: number,
): Reference | null | undefined {
  if (value === null) return null;
  const body = checks.object(value, field);
  if (!body) return undefined;
  const id = checks.string(body.id, `${field}.id`, { maxLength: 36 });
  const name = checks.string(body.name, `${field}.name`, { maxLength: maxName });
  if (id === undefined && (name === undefined || name.trim() === ""))
    return checks.fail(field, "needs an id or a name", "REQUIRED_FIELD");
  return { ...(id !== undefined ? { id } : {}), ...(name !== undefined ? { name: name.trim() } : {}) };
}

function media(checks: InputChecks, value: unknown, field: string): ProductMedia[] | undefined {
  const body = checks.object(value, field);
  if (!body) return undefined;
  const info = checks.object(body.itemsInfo, `${field}.itemsInfo`);
  const list = checks.array(info?.items, `${field}.itemsInfo.items`, { maxSize: 50 });
  if (!list) return body.main === undefined ? [] : undefined;
  return list.flatMap((item, index): ProductMedia[] => {
    const at = `${field}.itemsInfo.items[${index}]`;
    const entry = checks.object(item, at, true);
    if (!entry) return [];
    const url = checks.string(entry.url, `${at}.url`, { maxLength: 2000 });
    const id = checks.string(entry.id, `${at}.id`, { maxLength: 200 });
    if (url !== undefined && !URL.canParse(url))
      return checks.fail(`${at}.url`, "must be a URL", "INVALID_URL") ?? [];
    if (url === undefined && id === undefined)
      return checks.fail(at, "needs a url or an id", "REQUIRED_FIELD") ?? [];
    const altText = checks.string(entry.altText, `${at}.altText`, { maxLength: 1000 }) ?? null;
    const mediaId = id ?? importedMediaId(url ?? "");
    // An item named by id alone gets its URL on the provider's media path when the product is built.
    const source = url ?? "";
    return [
      { id: mediaId, url: source, image: { id: mediaId, url: source, altText }, altText, mediaType: "IMAGE" },
    ];
  });
}

/**
 * The checked patch of `value` (the request's `product`); throws every violation at once.
 *
 * @example
 * ```ts
 * const patch = parseProductInput(payload.product, "product", { creating: true });
 * ```
 */
export function parseProductInput(
  value: unknown,
  field: string,
  { creating }: { creating: boolean },
): ProductPatch {
  const checks = new InputChecks();
  const body = checks.object(value, field, true) ?? {};
  const patch: ProductPatch = {};
  const name = checks.string(body.name, `${field}.name`, { required: creating, maxLength: 80 });
  if (body.name !== undefined && name !== undefined && name.trim() === "")
    checks.fail(`${field}.name`, "must not be empty", "REQUIRED_FIELD");
  if (name !== undefined) patch.name = name.trim();
  const slug = checks.string(body.slug, `${field}.slug`, { maxLength: 100 });
  if (slug !== undefined && !SLUG.test(slug))
    checks.fail(`${field}.slug`, "must be lower-case letters and digits separated by dashes", "INVALID_SLUG");
  else if (slug !== undefined) patch.slug = slug;
  if (body.plainDescription !== undefined)
    patch.plainDescription =
      checks.string(body.plainDescription, `${field}.plainDescription`, { maxLength: 16_000 }) ?? null;
  const visible = checks.boolean(body.visible, `${field}.visible`);
  if (visible !== undefined) patch.visible = visible;
  const visibleInPos = checks.boolean(body.visibleInPos, `${field}.visibleInPos`);
  if (visibleInPos !== undefined) patch.visibleInPos = visibleInPos;
  const productType = checks.oneOf(body.productType, `${field}.productType`, PRODUCT_TYPES_V3, creating);
  if (productType !== undefined) patch.productType = productType;
  const handle = checks.string(body.handle, `${field}.handle`, { maxLength: 100 });
  if (handle !== undefined) patch.handle = handle;
  const mediaItems = media(checks, body.media, `${field}.media`);
  if (mediaItems !== undefined) patch.media = mediaItems;
  const brand = reference(checks, body.brand, `${field}.brand`, 50);
  if (brand !== undefined) patch.brand = brand;
  const ribbon = reference(checks, body.ribbon, `${field}.ribbon`, 30);
  if (ribbon !== undefined) patch.ribbon = ribbon;
  const sections = checks.array(body.infoSections, `${field}.infoSections`, { maxSize: 10 });
  if (sections)
    patch.infoSections = sections.flatMap((item, index) => {
      const at = `${field}.infoSections[${index}]`;
      const entry = checks.object(item, at, true);
      if (!entry) return [];
      const section: InfoSectionInput = {};
      const id = checks.string(entry.id, `${at}.id`, { maxLength: 36 });
      const uniqueName = checks.string(entry.uniqueName, `${at}.uniqueName`, { maxLength: 100 });
      const title = checks.string(entry.title, `${at}.title`, { maxLength: 50 });
      const description = checks.string(entry.plainDescription, `${at}.plainDescription`, {
        maxLength: 16_000,
      });
      if (id !== undefined) section.id = id;
      if (uniqueName !== undefined) section.uniqueName = uniqueName;
      if (title !== undefined) section.title = title;
      if (description !== undefined) section.plainDescription = description;
      if (id === undefined && uniqueName === undefined)
        checks.fail(at, "needs an id or a uniqueName", "REQUIRED_FIELD");
      return [section];
    });
  const productOptions = parseOptionsInput(checks, body.options, `${field}.options`);
  if (productOptions !== undefined) patch.options = productOptions;
  const productModifiers = parseModifiersInput(checks, body.modifiers, `${field}.modifiers`);
  if (productModifiers !== undefined) patch.modifiers = productModifiers;
  if (body.mainCategoryId !== undefined)
    patch.mainCategoryId =
      checks.string(body.mainCategoryId, `${field}.mainCategoryId`, { maxLength: 36 }) ?? null;
  const physical = checks.object(body.physicalProperties, `${field}.physicalProperties`);
  const unit = checks.object(physical?.pricePerUnit, `${field}.physicalProperties.pricePerUnit`);
  if (unit) {
    const quantity = checks.number(unit.quantity, `${field}.physicalProperties.pricePerUnit.quantity`, {
      required: true,
      min: 0.01,
      max: 999_999_999.99,
    });
    const measurementUnit = checks.oneOf(
      unit.measurementUnit,
      `${field}.physicalProperties.pricePerUnit.measurementUnit`,
      GIVEN_MEASUREMENT_UNITS,
      true,
    );
    if (quantity !== undefined && measurementUnit !== undefined)
      patch.pricePerUnit = { quantity, measurementUnit };
  }
  const subscriptionDetails = parseSubscriptionDetails(
    checks,
    body.subscriptionDetails,
    `${field}.subscriptionDetails`,
  );
  if (subscriptionDetails !== undefined) patch.subscriptionDetails = subscriptionDetails;
  const info = checks.object(body.variantsInfo, `${field}.variantsInfo`, creating);
  const productVariants = parseVariantsInput(checks, info?.variants, `${field}.variantsInfo.variants`);
  if (creating && info && productVariants === undefined && info.variants === undefined)
    checks.fail(`${field}.variantsInfo.variants`, "must not be empty", "REQUIRED_FIELD");
  if (productVariants !== undefined) patch.variants = productVariants;
  if (!creating) {
    const id = checks.string(body.id, `${field}.id`, { required: true });
    const revision = checks.string(
      typeof body.revision === "number" ? String(body.revision) : body.revision,
      `${field}.revision`,
      { required: true },
    );
    if (id !== undefined) patch.id = id;
    if (revision !== undefined) patch.revision = revision;
    if ((body.options === undefined) !== (body.variantsInfo === undefined))
      checks.fail(
        `${field}.variantsInfo`,
        "options and variantsInfo.variants are updated together",
        "FIELDS_TOGETHER",
      );
  }
  checks.done();
  return patch;
}
