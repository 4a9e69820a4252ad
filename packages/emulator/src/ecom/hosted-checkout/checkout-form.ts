/**
 * The hosted checkout form's fields (the buyer's e-mail, name and shipping
 * address): their labels and limits, the values a checkout already knows,
 * and the check of a posted form, which gives either the buyer's details in
 * the provider's checkout shapes (`buyerInfo`, `shippingInfo.shippingDestination`)
 * or one message per field at fault.
 */
import { ApiFailure } from "../../errors.ts";
import { requireEmail } from "../../identity/email-address.ts";
import type { CheckoutDocument } from "../checkout/checkout-document.ts";

/** One input of the form. */
export interface CheckoutField {
  name: string;
  label: string;
  /** The input's `autocomplete` token. */
  autocomplete: string;
  type: "email" | "text" | "tel";
  required: boolean;
  maxLength: number;
  /** A hint shown under the label. */
  hint?: string;
}

/** The inputs, in page order. */
export const CHECKOUT_FIELDS = [
  { name: "email", label: "E-mail", autocomplete: "email", type: "email", required: true, maxLength: 254 },
  {
    name: "firstName",
    label: "First name",
    autocomplete: "given-name",
    type: "text",
    required: true,
    maxLength: 100,
  },
  {
    name: "lastName",
    label: "Last name",
    autocomplete: "family-name",
    type: "text",
    required: true,
    maxLength: 100,
  },
  {
    name: "phone",
    label: "Phone (optional)",
    autocomplete: "tel",
    type: "tel",
    required: false,
    maxLength: 40,
  },
  {
    name: "addressLine",
    label: "Address",
    autocomplete: "address-line1",
    type: "text",
    required: true,
    maxLength: 200,
  },
  {
    name: "addressLine2",
    label: "Address line 2 (optional)",
    autocomplete: "address-line2",
    type: "text",
    required: false,
    maxLength: 200,
  },
  {
    name: "city",
    label: "City",
    autocomplete: "address-level2",
    type: "text",
    required: true,
    maxLength: 100,
  },
  {
    name: "postalCode",
    label: "Postal code",
    autocomplete: "postal-code",
    type: "text",
    required: true,
    maxLength: 20,
  },
  {
    name: "subdivision",
    label: "State or region (optional)",
    autocomplete: "address-level1",
    type: "text",
    required: false,
    maxLength: 100,
  },
  {
    name: "country",
    label: "Country",
    autocomplete: "country",
    type: "text",
    required: true,
    maxLength: 2,
    hint: "Two-letter code, e.g. US, GB, DE",
  },
] as const satisfies readonly CheckoutField[];

/** The name of an input. */
export type CheckoutFieldName = (typeof CHECKOUT_FIELDS)[number]["name"];

/** The posted values, as typed (shown again with the errors). */
export type CheckoutFormValues = Record<CheckoutFieldName, string>;

/** A message per field at fault. */
export type CheckoutFormErrors = Partial<Record<CheckoutFieldName, string>>;

/** The buyer's details in the provider's checkout shapes. */
export interface BuyerFormDetails {
  buyerInfo: { email: string };
  shippingDestination: {
    address: {
      country: string;
      subdivision?: string;
      city: string;
      postalCode: string;
      addressLine: string;
      addressLine2?: string;
    };
    contactDetails: { firstName: string; lastName: string; phone?: string };
  };
}

/** What a posted form gives: the details, or the errors (never both). */
export type CheckoutFormResult =
  | { ok: true; values: CheckoutFormValues; details: BuyerFormDetails }
  | { ok: false; values: CheckoutFormValues; errors: CheckoutFormErrors };

/** Control characters (tab and new line included): never part of a name or an address. */
const CONTROL = /\p{Cc}/u;

function fieldError(field: CheckoutField, value: string): string | undefined {
  if (value === "") return field.required ? `Enter your ${field.label.toLowerCase()}.` : undefined;
  if (field.name === "country" && !/^[A-Za-z]{2}$/.test(value))
    return "Use the country's two-letter code, e.g. US.";
  if (value.length > field.maxLength) return `Use at most ${field.maxLength} characters.`;
  if (CONTROL.test(value)) return "Remove the control characters.";
  if (field.name === "email") {
    try {
      requireEmail(value);
    } catch (error) {
      if (error instanceof ApiFailure) return "Enter an e-mail address like name@example.com.";
      throw error;
    }
  }
  return undefined;
}

/**
 * Reads the posted `form` (trimmed values; missing fields are empty).
 *
 * @example
 * const result = readCheckoutForm({ email: "ada@example.com", firstName: "Ada", … });
 * if (!result.ok) console.log(result.errors.email);
 */
export function readCheckoutForm(form: Record<string, string | undefined>): CheckoutFormResult {
  const values = Object.fromEntries(
    CHECKOUT_FIELDS.map((field) => [field.name, (form[field.name] ?? "").trim()]),
  ) as CheckoutFormValues;
  const errors: CheckoutFormErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    const error = fieldError(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  const optional = <K extends string>(key: K, value: string) => (value ? { [key]: value } : {});
  return {
    ok: true,
    values,
    details: {
      buyerInfo: { email: values.email },
      shippingDestination: {
        address: {
          country: values.country.toUpperCase(),
          ...optional("subdivision", values.subdivision),
          city: values.city,
          postalCode: values.postalCode,
          addressLine: values.addressLine,
          ...optional("addressLine2", values.addressLine2),
        },
        contactDetails: {
          firstName: values.firstName,
          lastName: values.lastName,
          ...optional("phone", values.phone),
        },
      },
    },
  };
}

/** The text field `name` of a posted form or query; `""` when absent or not text. */
export function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/** The text field `name` of a posted form or query, if it is text. */
export function textAt(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

/** The form's values from what the checkout already knows of the buyer. */
export function knownValues(checkout: CheckoutDocument): Partial<CheckoutFormValues> {
  const destination = checkout.shippingInfo.shippingDestination as Record<string, unknown> | undefined;
  const sources = [checkout.buyerInfo, destination?.address, destination?.contactDetails];
  const values: Partial<CheckoutFormValues> = {};
  for (const { name } of CHECKOUT_FIELDS) {
    const value = sources.map((source) => textAt(source, name)).find((text) => text !== undefined);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
