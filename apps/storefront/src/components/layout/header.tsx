/** The site header: the store's name and the main navigation. */
import { NavLink } from "react-router";

/** The header shown on every page. */
export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <NavLink to="/" className="site-header__brand" aria-label="Vitrine, home">
          Vitrine
        </NavLink>
        <nav aria-label="Main">
          <ul className="site-nav">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/shop">Shop</NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
