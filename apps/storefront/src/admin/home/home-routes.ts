/**
 * Where the dashboard's home and its product list sit: the home at the dashboard's root
 * (`/admin`, the address `paths.admin.products` names), the product list one step down at
 * `/admin/products`, beside its editor's `products/new` and `products/:id`.
 */

/** The product list's pattern, relative to `/admin`. */
export const productListRoute = "products";

/** The product list's absolute path. */
export const productListPath = `/admin/${productListRoute}`;

/** The home's absolute path. */
export const homePath = "/admin";
