/**
 * The site footer: the store's note and links to the merchant dashboard and, in development (the
 * production build has no dev panel), the dev panel.
 */
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";

/** The footer shown on every page. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        Vitrine demo store. Prices in US dollars. <Link to={paths.admin.home}>Merchant dashboard</Link>
        {import.meta.env.DEV ? (
          <>
            {" · "}
            <Link to={paths.dev}>Dev panel</Link>
          </>
        ) : null}
      </div>
    </footer>
  );
}
