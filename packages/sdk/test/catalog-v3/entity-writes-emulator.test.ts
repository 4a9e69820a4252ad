/**
 * The v3 brand, customization and info section writes of `@vitrine/sdk/catalog-v3` against the
 * real emulator over HTTP: a merchant creates, changes with the current revision (a stale one is
 * refused), finds by query (and get-or-create) and deletes each; names are unique; a visitor may
 * not write.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 brand, customization and info section writes against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];
  let visitor: V3Clients["visitor"];

  beforeEach(async () => {
    ({ t, admin, visitor } = await listenV3Store());
  });
  afterEach(() => t.close());

  it("brands: create, rename with the revision, unique names, query, get-or-create, delete", async () => {
    const brand = await admin.brandsV3.createBrand({ name: "Vitrine Works" });
    expect(brand).toMatchObject({ name: "Vitrine Works", revision: expect.any(String) });
    expect(brand.createdDate).toBeInstanceOf(Date);
    const id = brand.id ?? "";

    const renamed = await admin.brandsV3.updateBrand(id, {
      revision: brand.revision ?? "",
      name: "Vitrine Co.",
    });
    expect(renamed).toMatchObject({ id, name: "Vitrine Co." });
    expect(renamed.revision).not.toBe(brand.revision);
    const stale = await applicationFailure(
      admin.brandsV3.updateBrand(id, { revision: brand.revision ?? "", name: "Lost" }),
    );
    expect([stale.status, stale.code]).toEqual([409, "REVISION_MISMATCH"]);
    const taken = await applicationFailure(admin.brandsV3.createBrand({ name: "Vitrine Co." }));
    expect([taken.status, taken.code]).toEqual([409, "BRAND_NAME_ALREADY_EXISTS"]);

    const found = await visitor.brandsV3.queryBrands().eq("name", "Vitrine Co.").find();
    expect(found.items.map((b) => b.id)).toEqual([id]);
    expect((await admin.brandsV3.getOrCreateBrand("Vitrine Co.")).id).toBe(id);
    const made = await admin.brandsV3.getOrCreateBrand("Vitrine Labs");
    expect(made).toMatchObject({ name: "Vitrine Labs", revision: expect.any(String) });
    expect(made.id).not.toBe(id);
    const refused = await applicationFailure(visitor.brandsV3.deleteBrand(id));
    expect([refused.status, refused.code]).toEqual([403, "PERMISSION_DENIED"]);

    await admin.brandsV3.deleteBrand(id);
    const gone = await applicationFailure(visitor.brandsV3.getBrand(id));
    expect([gone.status, gone.code]).toEqual([404, "BRAND_NOT_FOUND"]);
  });

  it("customizations: create an option and a modifier, change with the revision, delete", async () => {
    const fit = await admin.customizationsV3.createCustomization({
      name: "Fit",
      customizationType: "PRODUCT_OPTION",
      customizationRenderType: "TEXT_CHOICES",
      choicesSettings: {
        choices: [
          { choiceType: "CHOICE_TEXT", name: "Slim" },
          { choiceType: "CHOICE_TEXT", name: "Regular" },
        ],
      },
    });
    expect(fit.choicesSettings?.choices?.map((c) => c.name)).toEqual(["Slim", "Regular"]);
    const engraving = await admin.customizationsV3.createCustomization({
      name: "Engraving",
      customizationType: "MODIFIER",
      customizationRenderType: "FREE_TEXT",
      freeTextInput: { title: "Your text", minCharCount: 0, maxCharCount: 20 },
    });
    expect(engraving.freeTextInput).toMatchObject({ title: "Your text", maxCharCount: 20 });

    const renamed = await admin.customizationsV3.updateCustomization(fit.id ?? "", {
      revision: fit.revision ?? "",
      name: "Cut",
    });
    expect(renamed).toMatchObject({ id: fit.id, name: "Cut" });
    const stale = await applicationFailure(
      admin.customizationsV3.updateCustomization(fit.id ?? "", {
        revision: fit.revision ?? "",
        name: "Lost",
      }),
    );
    expect([stale.status, stale.code]).toEqual([409, "REVISION_MISMATCH"]);

    const modifiers = await admin.customizationsV3
      .queryCustomizations({ fields: ["ASSIGNED_PRODUCTS_COUNT"] })
      .eq("customizationType", "MODIFIER")
      .eq("name", "Engraving")
      .find();
    expect(modifiers.items).toEqual([
      expect.objectContaining({ id: engraving.id, assignedProductsCount: 0 }),
    ]);

    await admin.customizationsV3.deleteCustomization(engraving.id ?? "");
    const gone = await applicationFailure(admin.customizationsV3.getCustomization(engraving.id ?? ""));
    expect([gone.status, gone.code]).toEqual([404, "CUSTOMIZATION_NOT_FOUND"]);
  });

  it("info sections: create with an HTML description, retitle with the revision, unique names, get-or-create, delete", async () => {
    const care = await admin.infoSectionsV3.createInfoSection({
      uniqueName: "vitrine-care",
      title: "Care",
      plainDescription: "<p>Wash cold.</p>",
    });
    expect(care).toMatchObject({ uniqueName: "vitrine-care", title: "Care" });
    expect(care.plainDescription).toContain("Wash cold.");

    const retitled = await admin.infoSectionsV3.updateInfoSection(care.id ?? "", {
      revision: care.revision ?? "",
      title: "Caring for it",
    });
    expect(retitled).toMatchObject({ id: care.id, title: "Caring for it", uniqueName: "vitrine-care" });
    const stale = await applicationFailure(
      admin.infoSectionsV3.updateInfoSection(care.id ?? "", { revision: care.revision ?? "", title: "Lost" }),
    );
    expect([stale.status, stale.code]).toEqual([409, "REVISION_MISMATCH"]);
    const taken = await applicationFailure(
      admin.infoSectionsV3.createInfoSection({ uniqueName: "vitrine-care", title: "Again" }),
    );
    expect([taken.status, taken.code]).toEqual([409, "INFO_SECTION_UNIQUE_NAME_ALREADY_EXISTS"]);

    const found = await visitor.infoSectionsV3.queryInfoSections().eq("uniqueName", "vitrine-care").find();
    expect(found.items.map((s) => s.title)).toEqual(["Caring for it"]);
    const existing = await admin.infoSectionsV3.getOrCreateInfoSection({
      infoSection: { uniqueName: "vitrine-care", title: "Ignored" },
    });
    expect(existing).toMatchObject({ id: care.id, title: "Caring for it" });
    const made = await admin.infoSectionsV3.getOrCreateInfoSection({
      infoSection: { uniqueName: "vitrine-sizing", title: "Sizing" },
    });
    expect(made).toMatchObject({ uniqueName: "vitrine-sizing", title: "Sizing" });
    expect(made.createdDate).toBeInstanceOf(Date);

    await admin.infoSectionsV3.deleteInfoSection(care.id ?? "");
    const gone = await applicationFailure(visitor.infoSectionsV3.getInfoSection(care.id ?? ""));
    expect([gone.status, gone.code]).toEqual([404, "INFO_SECTION_NOT_FOUND"]);
  });
});
