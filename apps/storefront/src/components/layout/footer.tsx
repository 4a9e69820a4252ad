/**
 * The site footer: the store's note and links to the merchant dashboard and, in development only,
 * the emulator's console (`/_dev/` on the API origin: mailbox, webhooks, orders, request log).
 */
import { Link, useRouteLoaderData } from "react-router";
import type { StorefrontConfig } from "../../app/config.ts";
import { paths } from "../../app/paths.ts";

/**
 * The footer's id: what the document's first paint waits for (`<link rel="expect">` in
 * `app/root.tsx`), since the footer starts right after the page's main content.
 */
export const FOOTER_ID = "site-footer";

/** The footer shown on every page. */
export function Footer() {
  const config = (useRouteLoaderData("root") as { config?: StorefrontConfig } | undefined)?.config;
  return (
    <footer id={FOOTER_ID} className="site-footer">
      <div className="container">
        Vitrine demo store. Prices in US dollars. <Link to={paths.admin.home}>Merchant dashboard</Link>
        {import.meta.env.DEV && config ? (
          <>
            {" · "}
            <a href={`${config.apiUrl}/_dev/`}>Emulator console</a>
          </>
        ) : null}
      </div>
    </footer>
  );
}
