/**
 * The dashboard's home (`/admin`): what a merchant reads first. Sales today, over the last 7 and
 * 30 days against the period before; a chart of daily revenue and orders over the last 30 or 90
 * days with the best sellers of that stretch; carts abandoned and recovered over the same periods
 * as the sales; and the variants out of stock or running low. Every figure comes from the order
 * search, the abandoned checkouts and the catalogue's stock as the dashboard's data module reads
 * them; a part that failed to load says so with "Try again", the others still show.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { CartRecovery } from "./cart-recovery.tsx";
import { PeriodCards } from "./period-cards.tsx";
import { SalesChart } from "./sales-chart.tsx";
import { dailyFigures, lastDays, productSales } from "./sales-figures.ts";
import { StockAlertList } from "./stock-alert-list.tsx";
import { TopProducts } from "./top-products.tsx";
import { LOW_STOCK, useAbandonedCarts, useRecentOrders, useStockAlerts } from "./use-home-data.ts";
import "../../styles/admin-home.css";

const STRETCHES = [30, 90] as const;

/** `query`'s data shown by `children`, or "Loading…", or its failure with "Try again". */
function Loaded<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  what: string;
  children(data: Data): ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div role="alert" className="form-message form-message--error">
        <p>
          The {what} could not be loaded: {errorMessage(query.error)}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  return <p aria-live="polite">Loading the {what}…</p>;
}

/** The home page. */
export function HomePage() {
  const orders = useRecentOrders();
  const alerts = useStockAlerts();
  const carts = useAbandonedCarts();
  const [stretch, setStretch] = useState<(typeof STRETCHES)[number]>(30);
  return (
    <div className="home">
      <h1>Home</h1>
      <section aria-labelledby="home-sales" className="home__section">
        <h2 id="home-sales">Sales</h2>
        <Loaded query={orders} what="sales">
          {({ orders: recent, readAt }) => <PeriodCards orders={recent} now={readAt} />}
        </Loaded>
      </section>
      <section aria-labelledby="home-trend" className="home__section">
        <div className="home__heading">
          <h2 id="home-trend">Daily sales</h2>
          <fieldset className="home__stretch">
            <legend className="visually-hidden">Days shown</legend>
            {STRETCHES.map((days) => (
              <label key={days}>
                <input
                  type="radio"
                  name="home-stretch"
                  checked={stretch === days}
                  onChange={() => setStretch(days)}
                />{" "}
                {days} days
              </label>
            ))}
          </fieldset>
        </div>
        <Loaded query={orders} what="sales">
          {({ orders: recent, readAt }) => (
            <>
              <SalesChart days={dailyFigures(recent, readAt, stretch)} />
              <h2 className="home__subheading">Best sellers, last {stretch} days</h2>
              <TopProducts sales={productSales(recent, lastDays(readAt, stretch).period)} />
            </>
          )}
        </Loaded>
      </section>
      <section aria-labelledby="home-carts" className="home__section">
        <h2 id="home-carts">Abandoned carts</h2>
        <Loaded query={carts} what="carts">
          {({ carts: left, readAt }) => <CartRecovery carts={left} now={readAt} />}
        </Loaded>
      </section>
      <section aria-labelledby="home-stock" className="home__section">
        <h2 id="home-stock">Stock to watch</h2>
        <Loaded query={alerts} what="stock">
          {(list) => <StockAlertList alerts={list} atMost={LOW_STOCK} />}
        </Loaded>
      </section>
    </div>
  );
}
