/**
 * The ribbon calls of `@vitrine/sdk/catalog` against the real emulator over HTTP: a merchant
 * (`ApiKeyStrategy`) creates, renames with the revision, pages, counts and deletes ribbons, and the
 * products carrying a ribbon follow; a visitor reads ribbons but cannot write them; failures come
 * back as application errors with the provider's codes.
 */

import { type ListeningTestApp, listenTestApp } from "@vitrine/emulator/testing";
import { isApplicationError } from "@vitrine/sdk";
import { products, ribbons } from "@vitrine/sdk/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogClients } from "./support/catalog-clients.ts";

const clients = (baseUrl: string) => catalogClients(baseUrl, { products, ribbons });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApplicationError(error)) throw new Error(`expected an application error, got ${String(error)}`);
  return error;
}

describe("ribbon calls against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  let admin: ReturnType<typeof clients>["admin"];
  let visitor: ReturnType<typeof clients>["visitor"];

  beforeEach(async () => {
    t = await listenTestApp();
    ({ admin, visitor } = clients(t.baseUrl));
  });
  afterEach(() => t.close());

  it("creates, reads, renames (on its products too) and deletes a ribbon", async () => {
    const sale = await admin.ribbons.createRibbon({ name: "Sale" });
    expect(sale).toMatchObject({ name: "Sale", revision: "1" });
    expect(sale.createdDate).toBeInstanceOf(Date);
    const id = sale.id ?? "";
    const mug = await admin.products.createProduct({ name: "Mug", priceData: { price: 9 }, ribbon: "Sale" });

    const read = await visitor.ribbons.getRibbon(id, { fields: ["ASSIGNED_PRODUCT_COUNT"] });
    expect(read).toMatchObject({ id, name: "Sale", assignedProductCount: 1 });
    expect(read.updatedDate).toBeInstanceOf(Date);

    const renamed = await admin.ribbons.updateRibbon(id, {
      revision: sale.revision ?? "",
      name: "Summer sale",
    });
    expect(renamed).toMatchObject({ id, name: "Summer sale", revision: "2" });
    expect((await visitor.products.getProduct(mug.id ?? "")).ribbon).toBe("Summer sale");

    await admin.ribbons.deleteRibbon(id);
    expect((await visitor.products.getProduct(mug.id ?? "")).ribbon).toBeUndefined();
    expect(await admin.ribbons.countRibbons()).toBe(0);
  });

  it("pages ribbons by cursor, counts them and gets or creates by name", async () => {
    for (const name of ["A1", "A2", "A3", "B1"]) await admin.ribbons.createRibbon({ name });
    const first = await visitor.ribbons.queryRibbons({
      filter: { name: { $startsWith: "A" } },
      sort: [{ fieldName: "name", order: "ASC" }],
      cursorPaging: { limit: 2 },
    });
    expect(first.ribbons.map((r) => r.name)).toEqual(["A1", "A2"]);
    expect(first.ribbons[0]?.createdDate).toBeInstanceOf(Date);
    expect(first.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = await visitor.ribbons.queryRibbons({
      cursorPaging: { limit: 2, cursor: first.pagingMetadata.cursors?.next ?? "" },
    });
    expect(second.ribbons.map((r) => r.name)).toEqual(["A3"]);
    expect(second.pagingMetadata.hasNext).toBe(false);

    expect(await visitor.ribbons.countRibbons({ filter: { name: { $startsWith: "B" } } })).toBe(1);
    const existing = await admin.ribbons.getOrCreateRibbon("B1");
    expect(existing.name).toBe("B1");
    const made = await admin.ribbons.getOrCreateRibbon("C1");
    expect(made).toMatchObject({ name: "C1", revision: "1" });
    expect(await admin.ribbons.countRibbons()).toBe(5);
  });

  it("reports the provider's errors and lets only merchants write", async () => {
    const sale = await admin.ribbons.createRibbon({ name: "Sale" });
    const duplicate = await failure(admin.ribbons.createRibbon({ name: "Sale" }));
    expect(duplicate).toMatchObject({ status: 409, code: "RIBBON_NAME_ALREADY_EXISTS" });
    const stale = await failure(admin.ribbons.updateRibbon(sale.id ?? "", { revision: "9", name: "Other" }));
    expect(stale).toMatchObject({ status: 409, code: "REVISION_MISMATCH" });
    const missing = await failure(admin.ribbons.getRibbon("nope"));
    expect(missing).toMatchObject({ status: 404, code: "RIBBON_NOT_FOUND" });
    const refused = await visitor.ribbons.createRibbon({ name: "Visitor" }).then(
      () => undefined,
      (e: { status?: number }) => e,
    );
    expect(refused?.status).toBe(403);
    expect((await admin.ribbons.queryRibbons()).ribbons.map((r) => r.name)).toEqual(["Sale"]);
  });
});
