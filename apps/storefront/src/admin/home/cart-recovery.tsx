/**
 * The home's abandoned and recovered carts over the sales' periods (today, the last 7 and the
 * last 30 days): a plain SVG picture of carts abandoned (pale bars) and recovered (solid bars)
 * per period, named and summed up for screen readers, and under it the same figures as a table
 * with the recovery rate and the value bought back, in three columns that fit a phone.
 */
import type { AbandonedCheckout } from "@vitrine/sdk/ecom";
import { useId } from "react";
import { formatAmount } from "../products/format-amount.ts";
import { type CartFigures, cartFigures } from "./cart-figures.ts";

const PERIODS = [
  { key: "today", title: "Today", long: "Today", days: 1 },
  { key: "7-days", title: "7 days", long: "The last 7 days", days: 7 },
  { key: "30-days", title: "30 days", long: "The last 30 days", days: 30 },
] as const;

const WIDTH = 600;
const ROW = 40;
const LABEL = 130;

type Row = (typeof PERIODS)[number] & { figures: CartFigures };

const rateText = (figures: CartFigures) => (figures.rate === undefined ? "" : ` (${figures.rate}%)`);

function summary(rows: readonly Row[]): string {
  return rows
    .map(
      ({ long, figures }) =>
        `${long}: ${figures.abandoned} abandoned, ${figures.recovered} recovered (${formatAmount(figures.recoveredValue)}).`,
    )
    .join(" ");
}

/** The picture and the table of the carts in `carts`, read at `now`. */
export function CartRecovery({ carts, now }: { carts: readonly AbandonedCheckout[]; now: Date }) {
  const id = useId();
  const rows: Row[] = PERIODS.map((period) => ({ ...period, figures: cartFigures(carts, now, period.days) }));
  const most = Math.max(1, ...rows.map((row) => row.figures.abandoned));
  const bar = (count: number) => ((WIDTH - LABEL - 10) * count) / most;
  return (
    <figure className="home-chart">
      <svg
        className="home-chart__svg"
        viewBox={`0 0 ${WIDTH} ${ROW * rows.length + 10}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="home-carts-chart"
      >
        <title id={`${id}-title`}>Carts abandoned (pale bars) and recovered (solid bars)</title>
        <desc id={`${id}-desc`}>{summary(rows)}</desc>
        {rows.map((row, index) => (
          <g key={row.key} transform={`translate(0 ${10 + index * ROW})`}>
            <text className="home-chart__label" x={0} y={ROW / 2}>
              {row.title}
            </text>
            <rect
              className="home-carts__abandoned"
              x={LABEL}
              y={4}
              height={ROW - 14}
              width={bar(row.figures.abandoned)}
            />
            <rect
              className="home-carts__recovered"
              x={LABEL}
              y={4}
              height={ROW - 14}
              width={bar(row.figures.recovered)}
            />
          </g>
        ))}
      </svg>
      <div className="admin-table-scroll">
        <table className="admin-table home-carts__table">
          <caption className="visually-hidden">Abandoned and recovered carts per period</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Abandoned</th>
              <th scope="col">Recovered (rate, value)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, title, figures }) => (
              <tr key={key} data-testid="home-carts-row" data-period={key}>
                <th scope="row">{title}</th>
                <td data-testid="home-carts-abandoned">{figures.abandoned}</td>
                <td>
                  <span data-testid="home-carts-recovered">{figures.recovered}</span>
                  {rateText(figures)},{" "}
                  <span data-testid="home-carts-value">{formatAmount(figures.recoveredValue)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
