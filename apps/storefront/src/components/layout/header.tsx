/** The site header: the store's name, the main navigation, the cart, and who is signed in. */
import { NavLink } from "react-router";
import { paths } from "../../app/paths.ts";
import { MemberMenu } from "../auth/member-menu.tsx";
import { CartBadge } from "../cart/cart-badge.tsx";

/** The header shown on every page. */
export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <NavLink to={paths.home} className="site-header__brand" aria-label="Vitrine, home">
          Vitrine
        </NavLink>
        <nav aria-label="Main" className="site-header__nav">
          <ul className="site-nav">
            <li>
              <NavLink to={paths.home} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.shop}>Shop</NavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <CartBadge />
          <MemberMenu />
        </div>
      </div>
    </header>
  );
}
