/** `/sitemap.xml`: the index of the store's sitemap files, read with the shop's client. */
import type { LoaderFunctionArgs } from "react-router";
import { requestShop } from "../../lib/request-shop.server.ts";
import { sitemapCatalogue } from "../../seo/sitemap-catalogue.ts";
import { sitemapIndexResponse } from "../../seo/sitemap-responses.ts";

/** The sitemap index for this origin. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { client } = requestShop(context, request);
  return sitemapIndexResponse(new URL(request.url).origin, sitemapCatalogue(client));
}
