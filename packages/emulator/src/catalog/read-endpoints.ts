/**
 * The catalogue read endpoints (wire-reference.md, "Catalogue reads"): any
 * visitor, member or merchant credential may call them. The HTTP layer adds
 * the POST fallback of each GET.
 */
import type { Endpoint } from "../http/endpoint.ts";
import { getCollectionById, getCollectionBySlug } from "./reads/get-collection.ts";
import { getProduct } from "./reads/get-product.ts";
import { getStoreVariant } from "./reads/get-store-variant.ts";
import { productOptionsAvailability } from "./reads/product-options-availability.ts";
import { queryCollections } from "./reads/query-collections.ts";
import { queryProductVariants } from "./reads/query-product-variants.ts";
import { queryProducts } from "./reads/query-products.ts";
import { queryStoreVariants } from "./reads/query-store-variants.ts";

/**
 * Every catalogue read, for the endpoint registry.
 *
 * @example
 * ```ts
 * const endpoints = [...otherEndpoints, ...catalogReadEndpoints];
 * ```
 */
export const catalogReadEndpoints: Endpoint[] = [
  {
    method: "GET",
    path: "/stores-reader/v1/products/query-platformized",
    access: "read",
    handle: queryProducts,
  },
  { method: "GET", path: "/stores-reader/v1/products/{id}", access: "read", handle: getProduct },
  {
    method: "POST",
    path: "/stores-reader/v1/products/{id}/productOptionsAvailability",
    access: "read",
    handle: productOptionsAvailability,
  },
  {
    method: "POST",
    path: "/stores-reader/v1/products/{id}/variants/query",
    access: "read",
    handle: queryProductVariants,
  },
  {
    method: "GET",
    path: "/stores-reader/v1/collections/slug/{slug}",
    access: "read",
    handle: getCollectionBySlug,
  },
  { method: "POST", path: "/stores-reader/v1/variants/query", access: "read", handle: queryStoreVariants },
  { method: "GET", path: "/stores-reader/v1/variants/{id}", access: "read", handle: getStoreVariant },
  // v2 collection reads: the provider's client names them under `/stores-reader` on its API
  // host in its older releases (the Astro commerce template's @wix/stores 1.0.280) and bare in
  // its newer ones; both are served.
  ...["", "/stores-reader"].flatMap((prefix): Endpoint[] => [
    { method: "GET", path: `${prefix}/v2/collections/query`, access: "read", handle: queryCollections },
    {
      method: "GET",
      path: `${prefix}/v2/collections/slug/{slug}`,
      access: "read",
      handle: getCollectionBySlug,
    },
    { method: "GET", path: `${prefix}/v2/collections/{id}`, access: "read", handle: getCollectionById },
  ]),
];
