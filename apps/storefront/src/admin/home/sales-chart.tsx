/**
 * The home's chart of daily revenue (bars) and orders (a line, on its own scale), drawn in plain
 * SVG that scales to its box, so it reads at phone width. The picture is named and summed up for
 * screen readers (`role="img"` with a title and description), and the same figures are a table
 * under it, one row a day, for anyone who wants the numbers.
 */
import { useId } from "react";
import { formatAmount } from "../products/format-amount.ts";
import type { DayFigures } from "./sales-figures.ts";

const WIDTH = 600;
const HEIGHT = 200;
const TOP = 10;
const BOTTOM = 24;

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** Props of {@link SalesChart}. */
export interface SalesChartProps {
  days: readonly DayFigures[];
}

function summary(days: readonly DayFigures[]): string {
  const revenue = days.reduce((total, day) => total + Math.round(day.revenue * 100), 0) / 100;
  const orders = days.reduce((total, day) => total + day.orders, 0);
  const best = days.reduce<DayFigures | undefined>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const bestText =
    best && best.revenue > 0
      ? ` The best day was ${dayFormat.format(best.day)} with ${formatAmount(best.revenue)}.`
      : "";
  return `${formatAmount(revenue)} from ${orders} orders over ${days.length} days.${bestText}`;
}

/** The chart and its table. */
export function SalesChart({ days }: SalesChartProps) {
  const id = useId();
  const maxRevenue = Math.max(1, ...days.map((day) => day.revenue));
  const maxOrders = Math.max(1, ...days.map((day) => day.orders));
  const slot = WIDTH / Math.max(days.length, 1);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (share: number) => TOP + plot * (1 - share);
  const line = days.map((day, index) => `${(index + 0.5) * slot},${y(day.orders / maxOrders)}`).join(" ");
  const labelEvery = Math.ceil(days.length / 6);
  return (
    <figure className="home-chart">
      <svg
        className="home-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="home-chart"
      >
        <title id={`${id}-title`}>Daily revenue (bars) and orders (line)</title>
        <desc id={`${id}-desc`}>{summary(days)}</desc>
        <line className="home-chart__axis" x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} />
        {days.map((day, index) => (
          <rect
            key={day.day.toISOString()}
            className="home-chart__bar"
            x={index * slot + slot * 0.15}
            width={slot * 0.7}
            y={y(day.revenue / maxRevenue)}
            height={plot * (day.revenue / maxRevenue)}
          />
        ))}
        <polyline className="home-chart__line" points={line} />
        {days.map((day, index) =>
          index % labelEvery === 0 ? (
            <text key={day.day.toISOString()} className="home-chart__label" x={index * slot} y={HEIGHT - 6}>
              {dayFormat.format(day.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="home-chart__caption">{summary(days)}</figcaption>
      <details className="home-chart__table">
        <summary>Show the figures as a table</summary>
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Revenue and orders per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day.toISOString()} data-testid="home-chart-row">
                  <th scope="row">
                    <time dateTime={day.day.toISOString()}>{dayFormat.format(day.day)}</time>
                  </th>
                  <td>{day.orders}</td>
                  <td>{formatAmount(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
