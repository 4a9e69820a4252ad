/**
 * The page frame: skip link, header, the routed page (under the notice of a member session that
 * ended), footer; scrolls to the top on navigation.
 * While the first page's lazy route loads, the frame shows around an empty, busy main.
 */
import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { SessionExpiredNotice } from "../components/auth/session-expired-notice.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/** The layout every page renders in. */
export function Layout() {
  return (
    <>
      <PageFrame>
        <SessionExpiredNotice />
        <Outlet />
      </PageFrame>
      <ScrollRestoration />
    </>
  );
}

/** The layout before the first page is ready: the router renders it until that page's route has loaded. */
export function LayoutFallback() {
  return (
    <PageFrame>
      <div aria-busy="true" />
    </PageFrame>
  );
}
