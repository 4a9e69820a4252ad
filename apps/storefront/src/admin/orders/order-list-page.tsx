/**
 * The dashboard's order list (`/admin/orders`): newest first, with number, date, buyer, total,
 * status and payment status; search by order number or buyer e-mail, filter by status, and page
 * with "Newer" and "Older" (cursors). Loading, empty and failed states are said in words.
 */
import type { Order } from "@vitrine/sdk/ecom";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { adminPaths } from "../admin-paths.ts";
import { countOf } from "../count-of.ts";
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

function OrderRow({ order }: { order: Order }) {
  const id = order.id ?? "";
  const name = buyerName(order);
  return (
    <tr data-testid="admin-order-row">
      <td data-label="Order">
        <Link to={adminPaths.order(id)}>Order {order.number}</Link>
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
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<OrderStatusFilter>("");
  const [cursor, setCursor] = useState("");
  const list = useAdminOrders(search, status, cursor);
  const page = list.data;
  const cursors = page?.metadata.cursors;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
    setCursor("");
  }

  return (
    <section aria-labelledby="orders-title">
      <div className="admin-heading">
        <h1 id="orders-title">Orders</h1>
      </div>
      <div className="admin-toolbar">
        <form className="admin-search" onSubmit={submitSearch}>
          <label className="visually-hidden" htmlFor="order-search">
            Search orders
          </label>
          <input
            id="order-search"
            className="input"
            type="search"
            placeholder="Order number or buyer e-mail"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button button--secondary">
            Search
          </button>
        </form>
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
      </div>
      {list.isError ? (
        <p className="form-message form-message--error" role="alert">
          The orders could not be loaded: {errorMessage(list.error)}{" "}
          <button type="button" className="button button--small" onClick={() => list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <p className="admin-count" aria-live="polite" data-testid="admin-orders-summary">
        {page
          ? listSummary(page.orders.length, Boolean(search || status), cursor)
          : list.isPending
            ? "Loading orders…"
            : null}
      </p>
      {page && page.orders.length > 0 ? (
        <table className="admin-table admin-table--orders" aria-busy={list.isPlaceholderData}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Buyer</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </tbody>
        </table>
      ) : null}
      {cursors?.prev || cursors?.next ? (
        <nav className="admin-pager" aria-label="Order pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={!cursors.prev}
            onClick={() => setCursor(cursors.prev ?? "")}
          >
            Newer orders
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!page?.metadata.hasNext || !cursors.next}
            onClick={() => setCursor(cursors.next ?? "")}
          >
            Older orders
          </button>
        </nav>
      ) : null}
    </section>
  );
}
