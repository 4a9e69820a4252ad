/**
 * One order in the dashboard (`/admin/orders/:id`): its lines, totals, buyer, shipping address and
 * status, and "Cancel order" (with or without putting the items back in stock) behind a
 * confirmation.
 */
import type { Order } from "@vitrine/sdk/ecom";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { TableHead } from "../lists/table-head.tsx";
import { RecordState } from "../record-state.tsx";
import { CancelOrder } from "./cancel-order.tsx";
import {
  addressLines,
  buyerName,
  dateLabel,
  optionsLabel,
  paymentLabel,
  priceLabel,
  statusLabel,
} from "./order-labels.ts";
import { useAdminOrder } from "./use-admin-orders.ts";
import "../../styles/admin-orders.css";
import { paths } from "../../app/paths.ts";

function OrderLines({ order }: { order: Order }) {
  return (
    <section className="admin-card" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">Items</h2>
      <table className="admin-table admin-table--order-lines">
        <TableHead columns={["Item", "Options", "Quantity", "Price", "Line total"]} />
        <tbody>
          {(order.lineItems ?? []).map((item) => (
            <tr key={item.id} data-testid="admin-order-line">
              <th scope="row" data-label="Item">
                {item.productName?.original}
              </th>
              <td data-label="Options">{optionsLabel(item.descriptionLines) || "–"}</td>
              <td data-label="Quantity">
                {item.quantity}
                {item.restockQuantity ? (
                  <span className="order-line__note"> ({item.restockQuantity} restocked)</span>
                ) : null}
              </td>
              <td data-label="Price">{priceLabel(item.price)}</td>
              <td data-label="Line total">{priceLabel(item.lineItemPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OrderTotals({ order }: { order: Order }) {
  const summary = order.priceSummary;
  const coupon = order.appliedDiscounts?.find((discount) => discount.coupon)?.coupon?.code;
  const rows: [string, string][] = [
    ["Subtotal", priceLabel(summary?.subtotal)],
    [coupon ? `Discount (${coupon})` : "Discount", priceLabel(summary?.discount)],
    ["Shipping", priceLabel(summary?.shipping)],
    ["Tax", priceLabel(summary?.tax)],
  ];
  return (
    <section className="admin-card" aria-labelledby="order-totals-title">
      <h2 id="order-totals-title">Totals</h2>
      <dl className="order-totals" data-testid="admin-order-totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order-totals__total">
          <dt>Total</dt>
          <dd>{priceLabel(summary?.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function OrderBuyer({ order }: { order: Order }) {
  const shipping = addressLines(order.shippingInfo?.logistics?.shippingDestination ?? order.recipientInfo);
  return (
    <div className="order-columns">
      <section className="admin-card" aria-labelledby="order-buyer-title">
        <h2 id="order-buyer-title">Buyer</h2>
        <p className="order-address" data-testid="admin-order-buyer">
          {[
            buyerName(order),
            order.buyerInfo?.email ?? "No e-mail given",
            order.buyerInfo?.memberId ? "Site member" : "Visitor",
          ]
            .filter(Boolean)
            .join("\n")}
        </p>
      </section>
      <section className="admin-card" aria-labelledby="order-shipping-title">
        <h2 id="order-shipping-title">Shipping address</h2>
        {shipping.length > 0 ? (
          <p className="order-address" data-testid="admin-order-shipping">
            {shipping.join("\n")}
          </p>
        ) : (
          <p>No shipping address.</p>
        )}
        {order.shippingInfo?.title ? <p>Delivery: {order.shippingInfo.title}</p> : null}
      </section>
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const status = useRef<HTMLParagraphElement>(null);
  // When the order turns canceled on this page (its cancel section and dialog gone), focus moves
  // to the new status.
  const shownStatus = useRef(order.status);
  useEffect(() => {
    if (shownStatus.current !== "CANCELED" && order.status === "CANCELED") status.current?.focus();
    shownStatus.current = order.status;
  }, [order.status]);
  return (
    <section className="order-page" aria-labelledby="order-title">
      <p className="admin-back">
        <Link to={paths.admin.orders}>← Orders</Link>
      </p>
      <h1 id="order-title">Order {order.number}</h1>
      <p className="order-summary" data-testid="admin-order-status" ref={status} tabIndex={-1}>
        <span className={`order-status order-status--${(order.status ?? "").toLowerCase()}`}>
          {statusLabel(order.status)}
        </span>{" "}
        · {paymentLabel(order.paymentStatus)} · placed {dateLabel(order.createdDate)}
      </p>
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <OrderBuyer order={order} />
      {order.status !== "CANCELED" ? <CancelOrder order={order} /> : null}
    </section>
  );
}

/** The order page: the order in the URL. */
export function OrderPage() {
  const { id = "" } = useParams();
  const loaded = useAdminOrder(id);
  return (
    <RecordState
      loaded={loaded}
      thing="order"
      missingText="Check its link."
      back={{ to: paths.admin.orders, label: "Back to orders" }}
    >
      {(order) => <OrderDetails order={order} />}
    </RecordState>
  );
}
