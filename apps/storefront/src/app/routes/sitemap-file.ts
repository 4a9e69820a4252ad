/**
 * `/sitemaps/pages.xml` and `/sitemaps/products-N.xml`: one sitemap file, read with the shop's
 * client; any other name is a 404.
 */
import type { LoaderFunctionArgs } from "react-router";
import { requestShop } from "../../lib/request-shop.server.ts";
import { sitemapCatalogue } from "../../seo/sitemap-catalogue.ts";
import { pagesSitemapResponse, productSitemapResponse } from "../../seo/sitemap-responses.ts";

/** The sitemap file the URL names. */
export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const origin = new URL(request.url).origin;
  const catalogue = sitemapCatalogue(requestShop(context, request).client);
  if (params.file === "pages.xml") return pagesSitemapResponse(origin, catalogue);
  const n = /^products-(\d+)\.xml$/.exec(params.file ?? "")?.[1];
  if (n) return productSitemapResponse(origin, catalogue, Number(n));
  return new Response("No such sitemap\n", { status: 404 });
}
