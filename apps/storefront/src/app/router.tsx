/**
 * The storefront's routes inside the shared layout. Every page is a lazy route: its module
 * (and what only it imports) is a separate chunk fetched when the route first matches, so
 * the initial JavaScript of a page is the entry plus that one page.
 *
 * To add a page: one line `{ path: "...", lazy: () => import("../pages/x-page.tsx").then((m) => ({ Component: m.XPage })) }`.
 */
import { createBrowserRouter } from "react-router";
import { Layout } from "./layout.tsx";

/** The browser router of the storefront. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        index: true,
        lazy: () => import("../pages/home-page.tsx").then((m) => ({ Component: m.HomePage })),
      },
      {
        path: "shop",
        lazy: () => import("../pages/shop-page.tsx").then((m) => ({ Component: m.ShopPage })),
      },
      {
        path: "product/:slug",
        lazy: () => import("../pages/product-page.tsx").then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: "collection/:slug",
        lazy: () => import("../pages/collection-page.tsx").then((m) => ({ Component: m.CollectionPage })),
      },
      {
        path: "admin/*",
        lazy: () => import("../admin/admin-app.tsx").then((m) => ({ Component: m.AdminApp })),
      },
      {
        path: "dev",
        lazy: () => import("../pages/dev-panel-page.tsx").then((m) => ({ Component: m.DevPanelPage })),
      },
      {
        path: "*",
        lazy: () => import("../pages/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
