/**
 * The dashboard's order list (`/admin/orders`): newest first, with number, date, buyer, total,
 * status and payment status; search by order number or buyer e-mail, filter by status, and page
 * with "Newer" and "Older" (cursors). Loading, empty and failed states are said in words.
 */
import type { Order } from "@vitrine/sdk/ecom";
import { useState } from "react";
import { Link } from "react-router";
import { countOf } from "../count-of.ts";
import { ListFrame } from "../lists/list-frame.tsx";
import { ListPager } from "../lists/list-pager.tsx";
import { TableHead } from "../lists/table-head.tsx";
import {
  buyerName,
  dateLabel,
  ORDER_STATUSES,
  paymentLabel,
  priceLabel,
  statusLabel,
} from "./order-labels.ts";
import type { OrderStatusFilter } from "./order-search.ts";
import { useAdminOrders } from "./use-admin-orders.ts";
import "../../styles/admin-orders.css";
import { paths } from "../../app/paths.ts";

function OrderRow({ order }: { order: Order }) {
  const id = order.id ?? "";
  const name = buyerName(order);
  return (
    <tr data-testid="admin-order-row">
      <td data-label="Order">
        <Link to={paths.admin.order(id)}>Order {order.number}</Link>
      </td>
      <td data-label="Date">{dateLabel(order.createdDate)}</td>
      <td data-label="Buyer">
        {order.buyerInfo?.email ?? "No e-mail"}
        {name ? <span className="order-buyer__name">{name}</span> : null}
      </td>
      <td data-label="Total">{priceLabel(order.priceSummary?.total)}</td>
      <td data-label="Status" data-testid="admin-order-status">
        <span className={`order-status order-status--${(order.status ?? "").toLowerCase()}`}>
          {statusLabel(order.status)}
        </span>{" "}
        <span className="order-payment">{paymentLabel(order.paymentStatus)}</span>
      </td>
    </tr>
  );
}

/** What the list says above the table. */
function listSummary(count: number, searched: boolean, cursor: string): string {
  if (count === 0) return searched ? "No orders match." : "No orders yet.";
  return `${countOf(count, "order")} on this page${cursor ? "" : ", newest first"}`;
}

/** The order list page. */
export function OrderListPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<OrderStatusFilter>("");
  const [cursor, setCursor] = useState("");
  const list = useAdminOrders(search, status, cursor);
  const metadata = list.data?.metadata;
  return (
    <ListFrame
      title="Orders"
      search={{
        label: "Search orders",
        placeholder: "Order number or buyer e-mail",
        onSearch: (text) => {
          setSearch(text);
          setCursor("");
        },
      }}
      controls={
        <label className="admin-sort">
          <span>Status</span>
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatusFilter);
              setCursor("");
            }}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </label>
      }
      list={list}
      failure="The orders could not be loaded"
      loading="Loading orders…"
      summary={(page) => listSummary(page.orders.length, Boolean(search || status), cursor)}
      summaryTestId="admin-orders-summary"
      pager={
        <ListPager
          label="Order pages"
          previousLabel="Newer orders"
          nextLabel="Older orders"
          previous={metadata?.cursors?.prev}
          next={metadata?.hasNext ? metadata.cursors?.next : undefined}
          onPage={setCursor}
        />
      }
    >
      {(page) =>
        page.orders.length > 0 ? (
          <table className="admin-table admin-table--orders" aria-busy={list.isPlaceholderData}>
            <TableHead columns={["Order", "Date", "Buyer", "Total", "Status"]} />
            <tbody>
              {page.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        ) : null
      }
    </ListFrame>
  );
}
