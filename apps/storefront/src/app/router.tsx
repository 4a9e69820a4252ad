/** The storefront's routes: home, shop, product pages and a 404, inside the shared layout. */
import { createBrowserRouter } from "react-router";
import { HomePage } from "../pages/home-page.tsx";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { ProductPage } from "../pages/product-page.tsx";
import { ShopPage } from "../pages/shop-page.tsx";
import { Layout } from "./layout.tsx";

/** The browser router of the storefront. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "shop", element: <ShopPage /> },
      { path: "product/:slug", element: <ProductPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
