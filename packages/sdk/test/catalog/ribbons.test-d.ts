/** Type tests: the ribbon calls' arguments and answers. */
import { createClient } from "@vitrine/sdk";
import { type RibbonsPage, type RibbonV3, ribbons } from "@vitrine/sdk/catalog";
import { expectTypeOf, test } from "vitest";

const client = createClient({ modules: { ribbons } });

test("answers are typed", () => {
  expectTypeOf(client.ribbons.createRibbon({ name: "Sale" })).toEqualTypeOf<Promise<RibbonV3>>();
  expectTypeOf(client.ribbons.getRibbon("r1", { fields: ["ASSIGNED_PRODUCT_COUNT"] })).toEqualTypeOf<
    Promise<RibbonV3>
  >();
  expectTypeOf(client.ribbons.queryRibbons({ cursorPaging: { limit: 10 } })).toEqualTypeOf<
    Promise<RibbonsPage>
  >();
  expectTypeOf(client.ribbons.countRibbons()).toEqualTypeOf<Promise<number>>();
  expectTypeOf(client.ribbons.deleteRibbon("r1")).toEqualTypeOf<Promise<void>>();
  expectTypeOf<RibbonV3["createdDate"]>().toEqualTypeOf<Date | null | undefined>();
});

test("arguments are checked", () => {
  // @ts-expect-error a name is required
  void client.ribbons.createRibbon({});
  // @ts-expect-error the revision is required to update
  void client.ribbons.updateRibbon("r1", { name: "Hot" });
  // @ts-expect-error not a ribbon field
  void client.ribbons.getRibbon("r1", { fields: ["EVERYTHING"] });
  // @ts-expect-error cursor paging only
  void client.ribbons.queryRibbons({ paging: { limit: 10 } });
  void client.ribbons.updateRibbon(
    "r1",
    { revision: "2", name: "Hot" },
    { fields: ["ASSIGNED_PRODUCT_COUNT"] },
  );
});
