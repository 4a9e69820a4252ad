/**
 * The home's sales at a glance: one card per period (today, the last 7 days, the last 30 days)
 * with its revenue and orders, the period before for comparison and the change in words, and the
 * exact span each covers (machine-readable in `<time>`).
 */
import type { Order } from "@vitrine/sdk/ecom";
import { formatAmount } from "../products/format-amount.ts";
import { change, type PeriodFigures, periodFigures } from "./sales-figures.ts";

const PERIODS = [
  { key: "today", title: "Today", days: 1, before: "yesterday" },
  { key: "7-days", title: "Last 7 days", days: 7, before: "the 7 days before" },
  { key: "30-days", title: "Last 30 days", days: 30, before: "the 30 days before" },
] as const;

function changeText(now: number, before: number): string {
  const percent = change(now, before);
  if (percent === undefined) return now === 0 ? "no change" : "up from nothing";
  if (percent === 0) return "no change";
  return percent > 0 ? `up ${percent}%` : `down ${-percent}%`;
}

const spanFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

function Card({
  title,
  before,
  figures,
  testKey,
}: {
  title: string;
  before: string;
  figures: PeriodFigures;
  testKey: string;
}) {
  const { period } = figures;
  return (
    <li className="home-card" data-testid="home-period" data-period={testKey}>
      <h3 className="home-card__title">{title}</h3>
      <p className="home-card__figure">
        <span data-testid="home-revenue">{formatAmount(figures.revenue)}</span>
        <span className="home-card__unit">
          {" "}
          revenue, {changeText(figures.revenue, figures.previousRevenue)}
        </span>
      </p>
      <p className="home-card__figure home-card__figure--small">
        <span data-testid="home-orders">{figures.orders}</span>
        <span className="home-card__unit">
          {" "}
          {figures.orders === 1 ? "order" : "orders"}, {changeText(figures.orders, figures.previousOrders)}
        </span>
      </p>
      <p className="home-card__before">
        {before[0]?.toUpperCase()}
        {before.slice(1)}: {formatAmount(figures.previousRevenue)}, {figures.previousOrders}{" "}
        {figures.previousOrders === 1 ? "order" : "orders"}
      </p>
      <p className="home-card__span">
        <time dateTime={period.from.toISOString()} data-testid="home-from">
          {spanFormat.format(period.from)}
        </time>
        {" – "}
        <time dateTime={period.to.toISOString()} data-testid="home-to">
          {spanFormat.format(period.to)}
        </time>
      </p>
    </li>
  );
}

/** The cards of today, the last 7 and the last 30 days, from `orders` read at `now`. */
export function PeriodCards({ orders, now }: { orders: readonly Order[]; now: Date }) {
  return (
    <ul className="home-cards">
      {PERIODS.map((period) => (
        <Card
          key={period.key}
          testKey={period.key}
          title={period.title}
          before={period.before}
          figures={periodFigures(orders, now, period.days)}
        />
      ))}
    </ul>
  );
}
