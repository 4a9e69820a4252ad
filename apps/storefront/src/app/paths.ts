/**
 * The storefront's URLs, in one place: the route patterns the router matches (`routes`, and the
 * dashboard's own `adminRoutes` under `/admin`) and the links built from those same patterns
 * (`paths`), so a page's address is spelt once. It imports nothing of the app, so every layer may
 * link to a page.
 */

/** The router's patterns of the storefront's pages. */
export const routes = {
  home: "/",
  shop: "/shop",
  product: "/product/:slug",
  collection: "/collection/:slug",
  cart: "/cart",
  thankYou: "/thank-you",
  admin: "/admin/*",
  signIn: "/sign-in",
  register: "/register",
  verifyEmail: "/verify-email",
  forgotPassword: "/forgot-password",
  authCallback: "/auth/callback",
  account: "/account",
  /** The member session's endpoints (`POST`): hand over a sign-in, renew the access token, sign out. */
  session: "/session",
  sessionRefresh: "/session/refresh",
  sessionSignOut: "/session/sign-out",
} as const;

/**
 * The dashboard's patterns, relative to `/admin` (its routes are matched inside {@link routes}`.admin`):
 * the home at the dashboard's root, the product list one step down beside its editor's pages.
 */
export const adminRoutes = {
  home: "",
  products: "products",
  newProduct: "products/new",
  product: "products/:id",
  collections: "collections",
  orders: "orders",
  order: "orders/:id",
} as const;

/** `pattern` with each `:name` replaced by its encoded value in `params`. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** A dashboard page's absolute path. */
function admin(pattern: string): string {
  return pattern ? `/admin/${pattern}` : "/admin";
}

/**
 * Links to the storefront's pages.
 *
 * @example
 * ```ts
 * paths.product("red tee"); // "/product/red%20tee"
 * paths.admin.order("o1"); // "/admin/orders/o1"
 * ```
 */
export const paths = {
  home: routes.home,
  shop: routes.shop,
  product: (slug: string) => fill(routes.product, { slug }),
  collection: (slug: string) => fill(routes.collection, { slug }),
  /** The shop filtered by one collection. */
  shopCollection: (slug: string) => `${routes.shop}?collection=${encodeURIComponent(slug)}`,
  cart: routes.cart,
  thankYou: routes.thankYou,
  signIn: routes.signIn,
  register: routes.register,
  verifyEmail: routes.verifyEmail,
  forgotPassword: routes.forgotPassword,
  authCallback: routes.authCallback,
  account: routes.account,
  session: routes.session,
  sessionRefresh: routes.sessionRefresh,
  sessionSignOut: routes.sessionSignOut,
  /** The dashboard's pages. */
  admin: {
    home: admin(adminRoutes.home),
    products: admin(adminRoutes.products),
    newProduct: admin(adminRoutes.newProduct),
    product: (id: string) => admin(fill(adminRoutes.product, { id })),
    collections: admin(adminRoutes.collections),
    orders: admin(adminRoutes.orders),
    order: (id: string) => admin(fill(adminRoutes.order, { id })),
  },
};

/** The sign-in and account pages: "Sign in" on one of them does not ask to come back to it. */
export const authPages: readonly string[] = [
  paths.signIn,
  paths.register,
  paths.verifyEmail,
  paths.forgotPassword,
  paths.account,
  paths.authCallback,
];

/** The absolute URL of a storefront path on this origin (the hosted checkout's callbacks). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
