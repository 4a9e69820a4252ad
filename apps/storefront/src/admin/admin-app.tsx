/**
 * The merchant dashboard under `/admin` (loaded lazily, so the shop's JavaScript does not carry
 * it): the sign-in form until a merchant key is accepted, then the dashboard's pages (the product
 * pages of the store's catalogue, v1 or v3; on v3 the collections are its categories, read-only).
 */
import { useCatalogVersion } from "@vitrine/react";
import { Route, Routes } from "react-router";
import { adminRoutes } from "../app/paths.ts";
import { AdminSignInForm } from "../components/merchant/admin-sign-in-form.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";
import { AdminSessionProvider, useAdminSession } from "../lib/admin-session.tsx";
import { AdminShell } from "./admin-shell.tsx";
import { CollectionsPage } from "./collections/collections-page.tsx";
import { CollectionsV3Page } from "./collections/collections-v3-page.tsx";
import { HomePage } from "./home/home-page.tsx";
import { OrderListPage } from "./orders/order-list-page.tsx";
import { OrderPage } from "./orders/order-page.tsx";
import { useFreshStock } from "./orders/use-fresh-stock.ts";
import { ProductEditorPage } from "./products/product-editor-page.tsx";
import { ProductListPage } from "./products/product-list-page.tsx";
import { ProductEditorV3Page } from "./products/v3/product-editor-v3-page.tsx";
import { ProductListV3Page } from "./products/v3/product-list-v3-page.tsx";
import "../styles/admin.css";

function AdminRoutes() {
  const { client, credentials } = useAdminSession();
  useDocumentTitle("Dashboard");
  useFreshStock();
  const version = useCatalogVersion();
  const v3 = version.data === "V3_CATALOG";
  if (!credentials) {
    return (
      <div className="admin">
        <h1>Merchant dashboard</h1>
        <AdminSignInForm intro="Sign in with your store's API key to manage products, collections and orders." />
      </div>
    );
  }
  if (!client || version.isPending) return null; // its calls, or the store's catalogue version, are loading
  return (
    <AdminShell>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path={adminRoutes.products} element={v3 ? <ProductListV3Page /> : <ProductListPage />} />
        <Route path={adminRoutes.newProduct} element={v3 ? <ProductEditorV3Page /> : <ProductEditorPage />} />
        <Route path={adminRoutes.product} element={v3 ? <ProductEditorV3Page /> : <ProductEditorPage />} />
        <Route path={adminRoutes.collections} element={v3 ? <CollectionsV3Page /> : <CollectionsPage />} />
        <Route path={adminRoutes.orders} element={<OrderListPage />} />
        <Route path={adminRoutes.order} element={<OrderPage />} />
        <Route path="*" element={<p>There is no such dashboard page.</p>} />
      </Routes>
    </AdminShell>
  );
}

/** The dashboard: its session and its pages. */
export function AdminApp() {
  return (
    <AdminSessionProvider>
      <AdminRoutes />
    </AdminSessionProvider>
  );
}
