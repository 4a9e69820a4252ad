/** The site footer. */

/** The footer shown on every page. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">Vitrine demo store. Prices in US dollars.</div>
    </footer>
  );
}
