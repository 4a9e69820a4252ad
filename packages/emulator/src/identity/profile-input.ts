/**
 * The `profile` of register and sign-on: checked field by field and kept in the
 * provider's shape (nickname, names, picture, phones, e-mails, addresses,
 * custom fields, privacy). Unknown fields are dropped; wrong types are 400s.
 */
import { invalidField } from "../errors.ts";
import { isObject } from "../http/is-object.ts";

type Json = Record<string, unknown>;

function text(value: unknown, field: string, max = 500): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || value.length > max)
    throw invalidField(field, `must be a string of at most ${max} characters`);
  return value;
}

function list(value: unknown, field: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 50)
    throw invalidField(field, "must be a list of at most 50 items");
  return value;
}

function pick(source: Json, fields: readonly string[], prefix: string): Json {
  const out: Json = {};
  for (const name of fields) {
    const value = text(source[name], `${prefix}.${name}`);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

function address(value: unknown, field: string): Json {
  if (!isObject(value)) throw invalidField(field, "must be an object");
  const out = pick(value, ["tag", "id"], field);
  if (value.address !== undefined) {
    if (!isObject(value.address)) throw invalidField(`${field}.address`, "must be an object");
    const inner = pick(
      value.address,
      ["city", "subdivision", "country", "postalCode", "addressLine", "addressLine2"],
      `${field}.address`,
    );
    const street = value.address.streetAddress;
    if (street !== undefined) {
      if (!isObject(street)) throw invalidField(`${field}.address.streetAddress`, "must be an object");
      inner.streetAddress = pick(street, ["name", "number", "apt"], `${field}.address.streetAddress`);
    }
    out.address = inner;
  }
  return out;
}

function customField(value: unknown, field: string): Json {
  if (!isObject(value)) throw invalidField(field, "must be an object");
  const name = text(value.name, `${field}.name`, 200);
  if (!name) throw invalidField(`${field}.name`, "is required", "REQUIRED_FIELD");
  if (!isObject(value.value)) throw invalidField(`${field}.value`, "must be an object");
  const { strValue, numValue, dateValue } = value.value;
  const out: Json = {};
  if (strValue !== undefined) out.strValue = text(strValue, `${field}.value.strValue`, 5000);
  if (numValue !== undefined) {
    if (typeof numValue !== "number" || !Number.isFinite(numValue))
      throw invalidField(`${field}.value.numValue`, "must be a number");
    out.numValue = numValue;
  }
  if (dateValue !== undefined) {
    if (typeof dateValue !== "string" || Number.isNaN(Date.parse(dateValue)))
      throw invalidField(`${field}.value.dateValue`, "must be an ISO date");
    out.dateValue = new Date(dateValue).toISOString();
  }
  if (Object.keys(out).length !== 1)
    throw invalidField(`${field}.value`, "must hold exactly one of strValue, numValue, dateValue");
  return { name, value: out };
}

/**
 * The stored profile for a request's `profile` (absent → `{}`).
 *
 * @example
 * profileInput({ nickname: "Ada", privacyStatus: "PUBLIC" }, "profile");
 */
export function profileInput(value: unknown, field = "profile"): Json {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalidField(field, "must be an object");
  const out = pick(value, ["nickname", "firstName", "lastName", "picture"], field);
  const privacy = value.privacyStatus;
  if (privacy !== undefined) {
    if (privacy !== "PUBLIC" && privacy !== "PRIVATE" && privacy !== "UNDEFINED")
      throw invalidField(`${field}.privacyStatus`, "must be PUBLIC or PRIVATE");
    out.privacyStatus = privacy;
  }
  const strings = (name: string) =>
    list(value[name], `${field}.${name}`).map((item, i) => text(item, `${field}.${name}.${i}`) ?? "");
  if (value.emails !== undefined) out.emails = strings("emails");
  if (value.phones !== undefined) out.phones = strings("phones");
  if (value.addresses !== undefined)
    out.addresses = list(value.addresses, `${field}.addresses`).map((item, i) =>
      address(item, `${field}.addresses.${i}`),
    );
  if (value.customFields !== undefined)
    out.customFields = list(value.customFields, `${field}.customFields`).map((item, i) =>
      customField(item, `${field}.customFields.${i}`),
    );
  return out;
}
