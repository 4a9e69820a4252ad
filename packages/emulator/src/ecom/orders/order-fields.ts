/** The searchable fields of orders, over the `orders` table. */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";

/**
 * Orders: filter on `id`, `number`, `status`, `paymentStatus`, `checkoutId`, `createdDate`,
 * `updatedDate` and the buyer's `buyerInfo.memberId`, `buyerInfo.visitorId`, `buyerInfo.email`;
 * sort on `number`, `createdDate`, `updatedDate`; newest first by default.
 */
export const orderFields: FieldTable = {
  fields: {
    id: { sql: "id", type: "text", sortable: false, unique: true },
    number: { sql: "number", type: "integer", sortable: true, unique: true },
    status: { sql: "status", type: "text", sortable: false },
    paymentStatus: { sql: "payment_status", type: "text", sortable: false },
    checkoutId: { sql: "checkout_id", type: "text", sortable: false, unique: true },
    createdDate: { sql: "created_at", type: "timestamp", sortable: true },
    updatedDate: { sql: "updated_at", type: "timestamp", sortable: true },
    "buyerInfo.memberId": { sql: "buyer_member_id", type: "text", sortable: false },
    "buyerInfo.visitorId": { sql: "buyer_visitor_id", type: "text", sortable: false },
    "buyerInfo.email": { sql: "buyer_email", type: "text", sortable: false },
  },
  tiebreak: ["id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};
