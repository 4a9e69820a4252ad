/**
 * The `fields` of a products call: which optional parts of a v3 product the
 * caller asks for (`URL`, `CURRENCY`, `PLAIN_DESCRIPTION`, `MERCHANT_DATA`, …).
 * A flat GET sends one value as a string, several as a list; unknown values are
 * a 400 on `fields[i]`, and `MERCHANT_DATA` needs a merchant credential.
 */
import { PRODUCT_FIELDS, type ProductField } from "@vitrine/sdk/catalog-v3";
import { requestedFieldsOf } from "../../catalog-core/model/requested-fields.ts";
import { ApplicationFailure } from "../../errors.ts";
import type { Principal } from "../../http/endpoint.ts";

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
