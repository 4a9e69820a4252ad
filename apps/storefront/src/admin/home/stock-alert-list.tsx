/**
 * The home's stock watch: the variants out of stock, then those running low (the first dozen of
 * each, and how many more), each naming its product and variant and linking to the product's
 * editor, where the stock is changed.
 */
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import type { StockAlert } from "../../lib/dashboard/stock-alerts.ts";

/** Variants listed per kind; the rest are counted. */
const SHOWN = 12;

function Alerts({ title, alerts, empty }: { title: string; alerts: StockAlert[]; empty: string }) {
  return (
    <div className="home-stock">
      <h3>{title}</h3>
      {alerts.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="home-stock__list">
          {alerts.slice(0, SHOWN).map((alert) => (
            <li key={`${alert.productId}/${alert.variantName}`} data-testid="home-stock-alert">
              <Link to={paths.admin.product(alert.productId)}>
                {alert.productName}
                {alert.variantName ? ` (${alert.variantName})` : ""}
              </Link>{" "}
              <span className="home-stock__units">
                {alert.quantity === 0 ? "none left" : `${alert.quantity} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {alerts.length > SHOWN ? <p>and {alerts.length - SHOWN} more.</p> : null}
    </div>
  );
}

/** Out-of-stock and low-stock variants of `alerts` (fewest first), under `atMost` units. */
export function StockAlertList({ alerts, atMost }: { alerts: StockAlert[]; atMost: number }) {
  return (
    <div className="home-rankings">
      <Alerts
        title="Out of stock"
        alerts={alerts.filter((a) => a.quantity === 0)}
        empty="Nothing is sold out."
      />
      <Alerts
        title={`Low stock (${atMost} or fewer)`}
        alerts={alerts.filter((a) => a.quantity > 0)}
        empty="Nothing is running low."
      />
    </div>
  );
}
