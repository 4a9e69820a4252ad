/** The page frame: skip link, header, the routed page, footer; scrolls to the top on navigation. */
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";

/** The layout every page renders in. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
