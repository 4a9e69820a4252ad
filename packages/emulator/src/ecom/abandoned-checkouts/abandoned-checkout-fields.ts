/** The filterable and sortable fields of abandoned checkouts, over the `abandoned_checkouts` table. */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";

/**
 * Abandoned checkouts: filter on `id`, `status`, `cartId`, `checkoutId`, `createdDate`,
 * `updatedDate`, `checkoutRecoveredDate`, the buyer's `buyerInfo.email`, `buyerInfo.memberId`,
 * `buyerInfo.visitorId` and `totalPrice.amount`; sort on the dates and the total; newest first by
 * default.
 */
export const abandonedCheckoutFields: FieldTable = {
  fields: {
    id: { sql: "id", type: "text", sortable: false, unique: true },
    status: { sql: "status", type: "text", sortable: false },
    cartId: { sql: "cart_id", type: "text", sortable: false, unique: true },
    checkoutId: { sql: "checkout_id", type: "text", sortable: false },
    createdDate: { sql: "created_at", type: "timestamp", sortable: true },
    updatedDate: { sql: "updated_at", type: "timestamp", sortable: true },
    checkoutRecoveredDate: { sql: "recovered_at", type: "timestamp", sortable: true },
    "buyerInfo.email": { sql: "buyer_email", type: "text", sortable: false },
    "buyerInfo.memberId": { sql: "buyer_member_id", type: "text", sortable: false },
    "buyerInfo.visitorId": { sql: "buyer_visitor_id", type: "text", sortable: false },
    "totalPrice.amount": { sql: "(total_cents / 100.0)::float8", type: "number", sortable: true },
  },
  tiebreak: ["id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};
