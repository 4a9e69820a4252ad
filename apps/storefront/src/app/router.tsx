/**
 * The storefront's routes inside the shared layout. Every page is a lazy route: its module
 * (and what only it imports) is a separate chunk fetched when the route first matches, so
 * the initial JavaScript of a page is the entry plus that one page. Until the first page's module
 * has loaded, the layout's fallback shows (the header and footer around an empty main). The shop's
 * loader is static (in the entry, not the lazy chunk): it starts the first products request while
 * the shop's chunk downloads.
 *
 * Every path is a pattern of `paths.ts`, where the links to it are built too. To add a page: its
 * pattern in `routes` there, and one line `{ path: routes.x, lazy: () => import("../pages/x-page.tsx").then((m) => ({ Component: m.XPage })) }`.
 */
import { createBrowserRouter } from "react-router";
import { prefetchShopProducts } from "../components/shop/prefetch-shop-products.ts";
import { Layout, LayoutFallback } from "./layout.tsx";
import { routes } from "./paths.ts";

/** The browser router of the storefront. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    HydrateFallback: LayoutFallback,
    children: [
      {
        index: true,
        lazy: () => import("../pages/home-page.tsx").then((m) => ({ Component: m.HomePage })),
      },
      {
        path: routes.shop,
        loader: prefetchShopProducts,
        lazy: () => import("../pages/shop-page.tsx").then((m) => ({ Component: m.ShopPage })),
      },
      {
        path: routes.product,
        lazy: () => import("../pages/product-page.tsx").then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: routes.collection,
        lazy: () => import("../pages/collection-page.tsx").then((m) => ({ Component: m.CollectionPage })),
      },
      {
        path: routes.cart,
        lazy: () => import("../pages/cart-page.tsx").then((m) => ({ Component: m.CartPage })),
      },
      {
        path: routes.thankYou,
        lazy: () => import("../pages/thank-you-page.tsx").then((m) => ({ Component: m.ThankYouPage })),
      },
      {
        path: routes.admin,
        lazy: () => import("../admin/admin-app.tsx").then((m) => ({ Component: m.AdminApp })),
      },
      {
        path: routes.dev,
        lazy: () => import("../pages/dev-panel-page.tsx").then((m) => ({ Component: m.DevPanelPage })),
      },
      {
        path: routes.signIn,
        lazy: () => import("../pages/sign-in-page.tsx").then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: routes.register,
        lazy: () => import("../pages/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: routes.verifyEmail,
        lazy: () => import("../pages/verify-email-page.tsx").then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        path: routes.forgotPassword,
        lazy: () =>
          import("../pages/forgot-password-page.tsx").then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: routes.authCallback,
        lazy: () =>
          import("../pages/auth-callback-page.tsx").then((m) => ({ Component: m.AuthCallbackPage })),
      },
      {
        path: routes.account,
        lazy: () => import("../pages/account-page.tsx").then((m) => ({ Component: m.AccountPage })),
      },
      {
        path: "*",
        lazy: () => import("../pages/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
