/** Postal addresses and the contact details that go with them (shipping, billing, pickup). */

/** Street name and house number. */
export interface StreetAddress {
  number?: string;
  name?: string;
}

/** Latitude and longitude. */
export interface AddressLocation {
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A postal address; `country` is ISO-3166 alpha-2, `subdivision` ISO-3166-2 (e.g. `US-NY`).
 *
 * @example
 * ```ts
 * const home: Address = { country: "US", subdivision: "US-NY", city: "New York", postalCode: "10001", addressLine: "1 Main St" };
 * ```
 */
export interface Address {
  country?: string | null;
  subdivision?: string | null;
  city?: string | null;
  postalCode?: string | null;
  streetAddress?: StreetAddress;
  addressLine?: string | null;
  addressLine2?: string | null;
  geocode?: AddressLocation;
  countryFullname?: string | null;
  subdivisionFullname?: string | null;
}

/** A tax registration number (Brazil's CPF or CNPJ). */
export interface VatId {
  id?: string;
  type?: "UNSPECIFIED" | "CPF" | "CNPJ";
}

/** Who is at an address. */
export interface ContactDetails {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
  vatId?: VatId;
}

/**
 * An address with its contact: a billing address, a shipping destination.
 *
 * @example
 * ```ts
 * const billing: AddressWithContact = { address: home, contactDetails: { firstName: "Ada", lastName: "Lovelace" } };
 * ```
 */
export interface AddressWithContact {
  address?: Address;
  contactDetails?: ContactDetails;
}
