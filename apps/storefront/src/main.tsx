/**
 * The storefront's entry: the Vitrine provider around the router, mounted on `#root`. Tokens live
 * in `localStorage`, so a signed-in member stays signed in across reloads and tabs.
 */
import { VitrineProvider } from "@vitrine/react";
import { localTokenStorage } from "@vitrine/sdk/identity";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { API_URL, CLIENT_ID } from "./app/config.ts";
import { router } from "./app/router.tsx";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/shop.css";
import "./styles/product.css";
import "./styles/auth.css";
import "./styles/cart.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

createRoot(root).render(
  <StrictMode>
    <VitrineProvider
      options={{ baseUrl: API_URL, clientId: CLIENT_ID, tokenStorage: localTokenStorage(CLIENT_ID) }}
    >
      <RouterProvider router={router} />
    </VitrineProvider>
  </StrictMode>,
);
