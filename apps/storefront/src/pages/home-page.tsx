/** The home page: a short welcome, featured collections and new arrivals. */
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { FeaturedCollections } from "../components/collection/featured-collections.tsx";
import { NewArrivals } from "../components/product/new-arrivals.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The home page. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <section className="hero">
        <h1 className="hero__title">Good things, made to last</h1>
        <p className="hero__lead">Apparel, home goods, pantry staples and more from small makers.</p>
        <Link className="button button--large" to={paths.shop}>
          Shop everything
        </Link>
      </section>
      <section className="home-section" aria-labelledby="collections-heading">
        <h2 id="collections-heading">Collections</h2>
        <FeaturedCollections />
      </section>
      <section className="home-section" aria-labelledby="new-heading">
        <div className="home-section__header">
          <h2 id="new-heading">New arrivals</h2>
          <Link to={paths.shop}>See all</Link>
        </div>
        <NewArrivals />
      </section>
    </>
  );
}
