/**
 * Server validation errors placed on form fields: real answers of the emulator to the SDK's
 * merchant writes, mapped by `formErrorsOf` and `fieldError` to the paths the forms use.
 */

import { type ListeningTestApp, listenTestApp, TEST_API_KEY, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { products } from "@vitrine/sdk/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyProductForm, toProductPayload } from "../../src/admin/products/product-form-values.ts";
import { errorMessage, fieldError, formErrorsOf } from "../../src/components/forms/form-errors.ts";

let emulator: ListeningTestApp;
let admin: ReturnType<typeof adminClient>;

function adminClient(apiKey = TEST_API_KEY) {
  return createClient({
    baseUrl: emulator.baseUrl,
    modules: { products },
    auth: ApiKeyStrategy({ apiKey, siteId: TEST_SITE_ID }),
    retry: false,
  });
}

beforeAll(async () => {
  emulator = await listenTestApp();
  admin = adminClient();
});
afterAll(() => emulator?.close());

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("the call succeeded");
}

describe("form errors from the emulator", () => {
  it("puts each violation of a product form on its field, under the form's paths", async () => {
    const payload = toProductPayload({
      ...emptyProductForm(),
      name: " ",
      discountType: "PERCENT",
      discountValue: "150",
      pricePerUnit: true,
      totalQuantity: "1",
      totalUnit: "KG",
      baseQuantity: "100",
      baseUnit: "ML",
      options: [{ name: "Size", optionType: "drop_down", choices: "S, S" }],
    });
    const errors = formErrorsOf(await failure(admin.products.createProduct(payload)), "product");
    expect(errors.message).toBe("Please correct the fields marked below.");
    expect(fieldError(errors, "name")).toBe("must not be empty");
    expect(fieldError(errors, "discount.value")).toBe("must be at most 100");
    expect(fieldError(errors, "pricePerUnitData.baseMeasurementUnit")).toBe(
      "must measure the same kind as totalMeasurementUnit",
    );
    expect(fieldError(errors, "productOptions[0].choices")).toBe("must be unique");
    expect(fieldError(errors, "priceData")).toBeUndefined();
  });

  it("says in words when the key is refused, and when the product is gone", async () => {
    const refused = await failure(adminClient("not-a-key").products.deleteProduct("p1"));
    expect(formErrorsOf(refused)).toEqual({ fields: {}, message: "The API key was not accepted." });
    const missing = await failure(admin.products.updateProduct("no-such-product", { name: "X" }));
    expect(errorMessage(missing)).toMatch(/not found/i);
  });
});
