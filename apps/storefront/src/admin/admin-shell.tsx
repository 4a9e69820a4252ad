/** The dashboard's frame: its title, the site signed in to, page links and sign-out. */
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { paths } from "../app/paths.ts";
import { useAdminSession } from "../lib/admin-session.tsx";

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
              <NavLink to={paths.admin.home} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.admin.products} end>
                Products
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.admin.collections}>Collections</NavLink>
            </li>
            <li>
              <NavLink to={paths.admin.orders}>Orders</NavLink>
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
