/** The 404 page: for unknown URLs and for products that do not exist. */
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  title?: string;
}

/** Says the page was not found and links back to the shop. */
export function NotFoundPage({ title = "Page not found" }: NotFoundPageProps) {
  useDocumentTitle(title);
  return (
    <div className="state state--page">
      <p className="state__code">404</p>
      <h1 className="state__title">{title}</h1>
      <p className="state__text">The page you asked for is not here. It may have moved or never existed.</p>
      <p>
        <Link className="button" to={paths.shop}>
          Browse the shop
        </Link>{" "}
        <Link className="button button--secondary" to={paths.home}>
          Home
        </Link>
      </p>
    </div>
  );
}
