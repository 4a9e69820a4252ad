/**
 * The `fields` of a products call: which optional parts of a v3 product the
 * caller asks for (`URL`, `CURRENCY`, `PLAIN_DESCRIPTION`, `MERCHANT_DATA`, …).
 * A flat GET sends one value as a string, several as a list; unknown values are
 * a 400 on `fields[i]`, and `MERCHANT_DATA` needs a merchant credential.
 */
import { requestedFieldsOf } from "../../catalog/model/requested-fields.ts";
import { ApplicationFailure } from "../../errors.ts";
import type { Principal } from "../../http/endpoint.ts";

/** The provider's requested-field values for products. */
export const PRODUCT_FIELDS = [
  "URL",
  "CURRENCY",
  "INFO_SECTION",
  "MERCHANT_DATA",
  "PLAIN_DESCRIPTION",
  "INFO_SECTION_PLAIN_DESCRIPTION",
  "SUBSCRIPTION_PRICES_INFO",
  "BREADCRUMBS_INFO",
  "WEIGHT_MEASUREMENT_UNIT_INFO",
  "VARIANT_OPTION_CHOICE_NAMES",
  "MEDIA_ITEMS_INFO",
  "DESCRIPTION",
  "DIRECT_CATEGORIES_INFO",
  "ALL_CATEGORIES_INFO",
  "INFO_SECTION_DESCRIPTION",
  "THUMBNAIL",
  "PRODUCT_CHOICES_MEDIA_REFERENCES",
  "PRODUCT_CHOICES_DISPLAY_IMAGE",
  "MIN_PRICE_VARIANT",
  "DISCOUNT_INFO",
] as const;

/** One requested field. */
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/**
 * The requested fields of `value` (a string, a list of strings, or absent).
 *
 * @example
 * ```ts
 * requestedFields(["URL", "CURRENCY"], principal); // Set { "URL", "CURRENCY" }
 * ```
 */
export function requestedFields(
  value: unknown,
  principal: Principal,
  path = "fields",
): ReadonlySet<ProductField> {
  const fields = requestedFieldsOf(value, PRODUCT_FIELDS, path);
  if (fields.has("MERCHANT_DATA") && principal.kind !== "merchant")
    throw new ApplicationFailure(
      403,
      "NO_PERMISSION_TO_READ_MERCHANT_DATA",
      "Merchant data (costs and profits) needs a merchant or app credential.",
    );
  return fields;
}
