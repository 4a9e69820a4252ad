/**
 * A catalogue v3 product a merchant test creates: one "Size" option with a text choice per size,
 * and a variant per size carrying what the test gives it (price, cost, SKU, weight…).
 */
import type { NewProductV3 } from "@vitrine/sdk/catalog-v3";

type NewVariantV3 = NonNullable<NonNullable<NewProductV3["variantsInfo"]>["variants"]>[number];

/**
 * The create input of a physical product named `name` whose sizes are the keys of `variants`, in
 * order, each variant with its fields.
 *
 * @example
 * await admin.productsV3.createProduct(sizedProductV3("Vase", { S: { price: { actualPrice: { amount: "19.99" } } } }));
 */
export function sizedProductV3(
  name: string,
  variants: Record<string, Omit<NewVariantV3, "choices">>,
): NewProductV3 {
  const sizes = Object.keys(variants);
  return {
    name,
    productType: "PHYSICAL",
    physicalProperties: {},
    options: [
      {
        name: "Size",
        optionRenderType: "TEXT_CHOICES",
        choicesSettings: { choices: sizes.map((choice) => ({ choiceType: "CHOICE_TEXT", name: choice })) },
      },
    ],
    variantsInfo: {
      variants: sizes.map((choice) => ({
        ...variants[choice],
        choices: [
          { optionChoiceNames: { optionName: "Size", choiceName: choice, renderType: "TEXT_CHOICES" } },
        ],
      })),
    },
  };
}
