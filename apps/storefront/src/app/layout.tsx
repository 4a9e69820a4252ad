/**
 * The page frame: skip link, header, the routed page (under the notice of a member session that
 * ended), footer. The header, the page and the footer each hydrate in a turn of their own
 * (`HydrateLater`).
 */
import type { ReactNode } from "react";
import { SessionExpiredNotice } from "../components/auth/session-expired-notice.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { HydrateLater } from "../components/ui/hydrate-later.tsx";

/** The frame every shopper page renders in. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HydrateLater name="header">
        <Header />
      </HydrateLater>
      <HydrateLater name="main">
        <main id="main" className="container" tabIndex={-1}>
          <SessionExpiredNotice />
          {children}
        </main>
      </HydrateLater>
      <HydrateLater name="footer">
        <Footer />
      </HydrateLater>
    </>
  );
}
