/**
 * The provider's published ribbon client (`@wix/sdk` + `@wix/stores` `ribbonsV3`), unchanged,
 * against the emulator listening on 127.0.0.1 with only its API host routed: create, get, rename
 * with the revision, its query builder paging by cursor, count, get-or-create and delete work, its
 * typed results (`_id`, `Date`s) hold the right data, and the emulator's failures reach it in the
 * provider's envelope.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { products, ribbonsV3 } from "@wix/stores";
import { beforeEach, describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const modules = { ribbons: ribbonsV3, products };

function providerClients() {
  return {
    admin: createClient({ modules, auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }) }),
    visitor: createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) }),
  };
}

/** What the provider's client rejects with when the server answers an error envelope. */
interface ProviderFailure {
  status?: number;
  details?: { applicationError?: { code?: string } };
}

async function failureOf(call: Promise<unknown>): Promise<[number | undefined, string | undefined]> {
  const error = (await call.then(
    () => expect.fail("expected the call to fail"),
    (rejection: unknown) => rejection,
  )) as ProviderFailure;
  return [error.status, error.details?.applicationError?.code];
}

describe("the provider's ribbon client against the emulator", () => {
  useRoutedEmulator();
  let admin: ReturnType<typeof providerClients>["admin"];
  let visitor: ReturnType<typeof providerClients>["visitor"];

  beforeEach(async () => {
    ({ admin, visitor } = providerClients());
  });

  it("creates, reads, renames on its products, and deletes a ribbon", async () => {
    const sale = await admin.ribbons.createRibbon({ name: "Sale" });
    expect(sale).toMatchObject({ name: "Sale", revision: "1" });
    expect(sale._createdDate).toBeInstanceOf(Date);
    const id = sale._id ?? "";
    const { product } = await admin.products.createProduct({
      name: "Mug",
      priceData: { price: 9 },
      ribbon: "Sale",
    });

    const read = await visitor.ribbons.getRibbon(id, { fields: ["ASSIGNED_PRODUCT_COUNT"] });
    expect(read).toMatchObject({ _id: id, name: "Sale", assignedProductCount: 1 });

    const renamed = await admin.ribbons.updateRibbon(id, { revision: "1", name: "Hot" });
    expect(renamed).toMatchObject({ _id: id, name: "Hot", revision: "2" });
    expect(renamed._updatedDate).toBeInstanceOf(Date);
    expect((await visitor.products.getProduct(product?._id ?? "")).product?.ribbon).toBe("Hot");

    await admin.ribbons.deleteRibbon(id);
    expect((await visitor.products.getProduct(product?._id ?? "")).product?.ribbon).toBeUndefined();
    expect(await failureOf(visitor.ribbons.getRibbon(id))).toEqual([404, "RIBBON_NOT_FOUND"]);
  });

  it("pages with the query builder's cursor, counts, and gets or creates by name", async () => {
    for (const name of ["A1", "A2", "A3", "B1"]) await admin.ribbons.createRibbon({ name });
    const first = await visitor.ribbons
      .queryRibbons()
      .startsWith("name", "A")
      .ascending("name")
      .limit(2)
      .find();
    expect(first.items.map((r) => r.name)).toEqual(["A1", "A2"]);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((r) => r.name)).toEqual(["A3"]);
    expect(second.hasNext()).toBe(false);

    expect(await visitor.ribbons.countRibbons({ filter: { name: { $startsWith: "B" } } })).toEqual({
      count: 1,
    });
    const existing = await admin.ribbons.getOrCreateRibbon("B1");
    expect(existing.ribbon).toMatchObject({ name: "B1", revision: "1" });
    const made = await admin.ribbons.getOrCreateRibbon("C1");
    expect(made.ribbon?.name).toBe("C1");
    expect((await admin.ribbons.countRibbons()).count).toBe(5);
  });

  it("gets the emulator's failures in the provider's envelope", async () => {
    const sale = await admin.ribbons.createRibbon({ name: "Sale" });
    expect(await failureOf(admin.ribbons.createRibbon({ name: "Sale" }))).toEqual([
      409,
      "RIBBON_NAME_ALREADY_EXISTS",
    ]);
    expect(await failureOf(admin.ribbons.updateRibbon(sale._id ?? "", { revision: "5", name: "X" }))).toEqual(
      [409, "REVISION_MISMATCH"],
    );
    expect((await failureOf(visitor.ribbons.createRibbon({ name: "Visitor" })))[0]).toBe(403);
  });
});
