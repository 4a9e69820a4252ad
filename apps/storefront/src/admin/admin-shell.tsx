/** The dashboard's frame: its title, the site signed in to, page links and sign-out. */
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { adminPaths } from "./admin-paths.ts";
import { useAdminSession } from "./session/admin-session.tsx";

/** Wraps a dashboard page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { siteId, signOut } = useAdminSession();
  return (
    <div className="admin">
      <div className="admin-bar">
        <p className="admin-bar__site">
          Dashboard · <span data-testid="admin-site">{siteId}</span>
        </p>
        <nav aria-label="Dashboard">
          <ul className="admin-nav">
            <li>
              <NavLink to={adminPaths.products} end>
                Products
              </NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.collections}>Collections</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.orders}>Orders</NavLink>
            </li>
          </ul>
        </nav>
        <button type="button" className="button button--secondary button--small" onClick={signOut}>
          Sign out
        </button>
      </div>
      {children}
    </div>
  );
}
