/**
 * Addresses as the provider's client sends them. Its client rebuilds every address it sends, field
 * by field, in one order (`city`, `subdivision`, `country`, `postalCode`, `geocode`,
 * `addressLine`, `addressLine2`, `streetAddress`) and leaves out the read-only ones
 * (`countryFullname`, `subdivisionFullname`). Vitrine sends the same bytes for the same address,
 * so a request recorded from either client is the same request.
 */
import { isObject } from "../core/is-object.js";
import type { Address } from "./model/address.js";

/**
 * The address in the provider's field order, without read-only fields; anything but an object
 * (`undefined`, `null`) as it is.
 *
 * @example
 * ```ts
 * wireAddress({ country: "US", city: "New York" }); // { city: "New York", country: "US" }
 * ```
 */
export function wireAddress<T extends Address | null | undefined>(address: T): T {
  if (!address) return address;
  const street = address.streetAddress;
  return {
    city: address.city,
    subdivision: address.subdivision,
    country: address.country,
    postalCode: address.postalCode,
    geocode: address.geocode,
    addressLine: address.addressLine,
    addressLine2: address.addressLine2,
    streetAddress: street && { name: street.name, number: street.number },
  } as T;
}

/**
 * A copy of `value` with the address at each dotted path (`contactInfo.address`) put in wire
 * form; other keys keep their places. The input is not changed.
 *
 * @example
 * ```ts
 * withWireAddresses({ buyerNote: "x", contactInfo: { address } }, ["contactInfo.address"]);
 * ```
 */
export function withWireAddresses<T>(value: T, paths: readonly string[]): T {
  let result: unknown = value;
  for (const path of paths) result = replaceAt(result, path.split("."), 0);
  return result as T;
}

function replaceAt(node: unknown, keys: string[], index: number): unknown {
  const key = keys[index]!;
  if (!isObject(node) || node[key] === undefined) return node;
  const last = index === keys.length - 1;
  return { ...node, [key]: last ? wireAddress(node[key] as Address) : replaceAt(node[key], keys, index + 1) };
}
