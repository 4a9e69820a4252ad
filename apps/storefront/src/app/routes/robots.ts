/** `/robots.txt`: what crawlers may read, and where the sitemap index is. */
import type { LoaderFunctionArgs } from "react-router";
import { robotsResponse } from "../../seo/sitemap-responses.ts";

/** The robots rules for this origin. */
export function loader({ request }: LoaderFunctionArgs): Response {
  return robotsResponse(new URL(request.url).origin);
}
