/** The site footer: the store's note and links to the merchant dashboard and the dev panel. */
import { Link } from "react-router";

/** The footer shown on every page. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        Vitrine demo store. Prices in US dollars. <Link to="/admin">Merchant dashboard</Link> ·{" "}
        <Link to="/dev">Dev panel</Link>
      </div>
    </footer>
  );
}
