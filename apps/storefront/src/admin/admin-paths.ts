/** The dashboard's URLs, in one place. */

/** Paths of the dashboard's pages. */
export const adminPaths = {
  products: "/admin",
  newProduct: "/admin/products/new",
  product: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
  collections: "/admin/collections",
  orders: "/admin/orders",
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
};
