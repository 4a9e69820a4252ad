/**
 * The storefront's routes: every page a route module of `routes/` (its server loader, its meta,
 * its page), each a chunk of its own in the browser. Every path is a pattern of `paths.ts`, where
 * the links to it are built too (React Router's route paths have no leading `/`).
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { routes } from "./paths.ts";

/** A pattern of `paths.ts` as a route path. */
function at(pattern: string): string {
  return pattern.replace(/^\//, "");
}

export default [
  index("routes/home.tsx"),
  route(at(routes.shop), "routes/shop.tsx"),
  route(at(routes.product), "routes/product.tsx"),
  route(at(routes.collection), "routes/collection.tsx"),
  route(at(routes.cart), "routes/cart.tsx"),
  route(at(routes.thankYou), "routes/thank-you.tsx"),
  route(at(routes.admin), "routes/admin.tsx"),
  route(at(routes.signIn), "routes/sign-in.tsx"),
  route(at(routes.register), "routes/register.tsx"),
  route(at(routes.verifyEmail), "routes/verify-email.tsx"),
  route(at(routes.forgotPassword), "routes/forgot-password.tsx"),
  route(at(routes.authCallback), "routes/auth-callback.tsx"),
  route(at(routes.account), "routes/account.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route(at(routes.session), "routes/session.ts"),
  route(at(routes.sessionRefresh), "routes/session-refresh.ts"),
  route(at(routes.sessionSignOut), "routes/session-sign-out.ts"),
  route("webhooks", "routes/webhooks.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
