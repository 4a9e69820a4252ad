/**
 * The storefront's layering rule (README, "Layers"; `apps/storefront/biome.json`) bites: Biome,
 * run with the storefront's own configuration, refuses each import that runs back up the layers
 * and keeps the ones the layers allow.
 */
import { fileURLToPath } from "node:url";
import { refusedImports } from "@vitrine/testkit";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** The refused lines of each file, for `files` written into the storefront's `src/`. */
async function refused(files: Record<string, string>): Promise<Record<string, number[]>> {
  const found = await refusedImports({ repoRoot, workspace: "apps/storefront", files });
  const byFile: Record<string, number[]> = {};
  for (const { file, line } of found) byFile[file] = [...(byFile[file] ?? []), line];
  return byFile;
}

describe("the storefront's layers", () => {
  it("refuses imports that run back up: components, pages, admin and lib each from what they may not import", async () => {
    const found = await refused({
      "src/components/wrong/fixture.tsx": [
        'import { AdminApp } from "../../admin/admin-app.tsx";',
        'import { HomePage } from "../../pages/home-page.tsx";',
        'import { router } from "../../app/router.tsx";',
        'import { shopClient } from "../../lib/api.ts";',
        'import { adminCalls } from "../../lib/admin-calls.ts";',
        "export const all = [AdminApp, HomePage, router, shopClient, adminCalls];",
        "",
      ].join("\n"),
      "src/pages/wrong-page.tsx": [
        'import { OrderPage } from "../admin/orders/order-page.tsx";',
        'import { createAdminClient } from "../lib/api.ts";',
        'export const later = () => import("../admin/admin-app.tsx");',
        "export const all = [OrderPage, createAdminClient];",
        "",
      ].join("\n"),
      "src/admin/wrong/fixture.ts": [
        'import { HomePage } from "../../pages/home-page.tsx";',
        'import { Layout } from "../../app/layout.tsx";',
        "export const all = [HomePage, Layout];",
        "",
      ].join("\n"),
      "src/lib/wrong-data.ts": [
        'import { Header } from "../components/layout/header.tsx";',
        'import { paths } from "../app/paths.ts";',
        "export const all = [Header, paths];",
        "",
      ].join("\n"),
    });
    expect(found).toEqual({
      "src/components/wrong/fixture.tsx": [1, 2, 3, 4, 5],
      "src/pages/wrong-page.tsx": [1, 2, 3],
      "src/admin/wrong/fixture.ts": [1, 2],
      "src/lib/wrong-data.ts": [1],
    });
  });

  it("keeps seo/ and http/ (the server's head tags and response policy) apart from the app, and the app below them out of them", async () => {
    const found = await refused({
      "src/seo/wrong-meta.ts": [
        'import { ProductImage } from "../components/product/product-image.tsx";',
        'import { shopClient } from "../lib/api.ts";',
        'import { cacheControl } from "../http/cache-control.ts";',
        'import { paths } from "../app/paths.ts";',
        "export const all = [ProductImage, shopClient, cacheControl, paths];",
        "",
      ].join("\n"),
      "src/http/wrong-headers.ts": [
        'import { pageMeta } from "../seo/page-meta.ts";',
        'import { router } from "../app/router.tsx";',
        'import { CATALOG_VERSION } from "../app/config.ts";',
        "export const all = [pageMeta, router, CATALOG_VERSION];",
        "",
      ].join("\n"),
      "src/components/wrong/head.ts": [
        'import { pageMeta } from "../../seo/page-meta.ts";',
        'import { cacheControl } from "../../http/cache-control.ts";',
        "export const all = [pageMeta, cacheControl];",
        "",
      ].join("\n"),
      "src/app/right-head.ts": [
        'import { cacheControl } from "../http/cache-control.ts";',
        'import { pageMeta } from "../seo/page-meta.ts";',
        "export const all = [cacheControl, pageMeta];",
        "",
      ].join("\n"),
    });
    expect(found).toEqual({
      "src/seo/wrong-meta.ts": [1, 2, 3],
      "src/http/wrong-headers.ts": [1, 2],
      "src/components/wrong/head.ts": [1, 2],
    });
  });

  it("keeps the imports the layers allow", async () => {
    const found = await refused({
      "src/app/fixture.tsx": [
        'export const page = () => import("../pages/home-page.tsx");',
        'export const admin = () => import("../admin/admin-app.tsx");',
        "",
      ].join("\n"),
      "src/pages/right-page.tsx": [
        'import { paths } from "../app/paths.ts";',
        'import { ProductGrid } from "../components/product/product-grid.tsx";',
        'import { readAdminCredentials } from "../lib/admin-credentials.ts";',
        "export const all = [paths, ProductGrid, readAdminCredentials];",
        "",
      ].join("\n"),
      "src/admin/right/fixture.ts": [
        'import { CATALOG_VERSION } from "../../app/config.ts";',
        'import { FormMessage } from "../../components/forms/form-message.tsx";',
        'import { getOrder } from "../../lib/dashboard/orders.ts";',
        "export const all = [CATALOG_VERSION, FormMessage, getOrder];",
        "",
      ].join("\n"),
      "src/components/right/fixture.ts": [
        'import { paths } from "../../app/paths.ts";',
        'import { useAdminSession } from "../../lib/admin-session.tsx";',
        'import { FormMessage } from "../forms/form-message.tsx";',
        "export const all = [paths, useAdminSession, FormMessage];",
        "",
      ].join("\n"),
    });
    expect(found).toEqual({});
  });
});
