/**
 * How the dashboard words an order: its status and payment status, buyer, date, a line's options
 * and an address, each as one short text.
 */
import type {
  AddressWithContact,
  DescriptionLine,
  Order,
  OrderStatus,
  PaymentStatus,
  Price,
} from "@vitrine/sdk/ecom";

const STATUS_LABELS: Record<OrderStatus, string> = {
  INITIALIZED: "Initialized",
  APPROVED: "Approved",
  CANCELED: "Canceled",
  PENDING: "Pending",
  REJECTED: "Rejected",
};

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  UNSPECIFIED: "Unknown",
  NOT_PAID: "Not paid",
  PAID: "Paid",
  PARTIALLY_REFUNDED: "Partly refunded",
  FULLY_REFUNDED: "Refunded",
  PENDING: "Payment pending",
  PARTIALLY_PAID: "Partly paid",
  PENDING_MERCHANT: "Awaiting the merchant",
  CANCELED: "Payment canceled",
  DECLINED: "Declined",
};

/** The statuses, in the order the filter offers them. */
export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

/**
 * The order's status in words.
 *
 * @example
 * ```ts
 * statusLabel("CANCELED"); // "Canceled"
 * ```
 */
export function statusLabel(status: OrderStatus | undefined): string {
  return status ? STATUS_LABELS[status] : "Unknown";
}

/**
 * The payment status in words.
 *
 * @example
 * ```ts
 * paymentLabel("PAID"); // "Paid"
 * ```
 */
export function paymentLabel(status: PaymentStatus | undefined): string {
  return status ? PAYMENT_LABELS[status] : "Unknown";
}

/**
 * The buyer's name, from the shipping or billing contact; empty when neither names one.
 *
 * @example
 * ```ts
 * buyerName(order); // "Ada Lovelace"
 * ```
 */
export function buyerName(order: Order): string {
  const contact = order.recipientInfo?.contactDetails ?? order.billingInfo?.contactDetails;
  return [contact?.firstName, contact?.lastName].filter(Boolean).join(" ");
}

/**
 * An amount as the store formatted it, or its decimal string, or a dash.
 *
 * @example
 * ```ts
 * priceLabel({ amount: "24.00", formattedAmount: "$24.00" }); // "$24.00"
 * ```
 */
export function priceLabel(price: Price | undefined): string {
  return price?.formattedAmount || price?.amount || "–";
}

/**
 * A date and time in the browser's locale.
 *
 * @example
 * ```ts
 * dateLabel(order.createdDate); // "25/11/2026, 18:40"
 * ```
 */
export function dateLabel(date: Date | null | undefined): string {
  return date ? date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "–";
}

/**
 * A line's chosen options, e.g. "Size: M, Color: Red"; empty when it has none.
 *
 * @example
 * ```ts
 * optionsLabel(item.descriptionLines); // "Size: M"
 * ```
 */
export function optionsLabel(lines: readonly DescriptionLine[] | undefined): string {
  return (lines ?? [])
    .map((line) => {
      const value = line.colorInfo?.original ?? line.plainText?.original;
      return value ? `${line.name?.original ?? ""}: ${value}` : "";
    })
    .filter(Boolean)
    .join(", ");
}

/**
 * An address as lines of text (name, street, city and postcode, region and country).
 *
 * @example
 * ```ts
 * addressLines(order.recipientInfo); // ["Ada Lovelace", "12 Analytical Row", "London N1 7AA", "GB"]
 * ```
 */
export function addressLines(place: AddressWithContact | undefined): string[] {
  const address = place?.address;
  const contact = place?.contactDetails;
  const street =
    address?.addressLine ??
    [address?.streetAddress?.number, address?.streetAddress?.name].filter(Boolean).join(" ");
  return [
    [contact?.firstName, contact?.lastName].filter(Boolean).join(" "),
    contact?.company ?? "",
    street ?? "",
    address?.addressLine2 ?? "",
    [address?.city, address?.postalCode].filter(Boolean).join(" "),
    [address?.subdivisionFullname ?? address?.subdivision, address?.countryFullname ?? address?.country]
      .filter(Boolean)
      .join(", "),
    contact?.phone ?? "",
  ].filter(Boolean);
}
