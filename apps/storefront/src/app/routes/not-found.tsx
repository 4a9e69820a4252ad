/** Any URL no other route matches: the not-found page, with the status 404. */
import { data } from "react-router";
import { NotFoundPage } from "../../pages/not-found-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** Answers 404 (the page still renders). */
export function loader() {
  return data(null, { status: 404 });
}

/** The page's title. */
export const meta = () => pageMeta("Page not found");

/** The not-found page. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
