/**
 * The storefront's entry: the Vitrine provider (the app's client and query cache, see
 * `app/vitrine.tsx`) around the router, mounted on `#root`.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router.tsx";
import { AppVitrineProvider } from "./app/vitrine.tsx";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/shop.css";
import "./styles/product.css";
import "./styles/auth.css";
import "./styles/cart.css";
import "./styles/form-message.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

createRoot(root).render(
  <StrictMode>
    <AppVitrineProvider>
      <RouterProvider router={router} />
    </AppVitrineProvider>
  </StrictMode>,
);
