/**
 * A v3 product's variants as a create or update call sends them (price, cost, weight, choices by
 * names or ids, stock), checked field by field into the caller's checks.
 */
import type { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { parseAmount } from "./amount.ts";
import type { StockDraft } from "./product-draft.ts";

/** One variant choice as sent: by names or by ids. */
export interface ChoiceInput {
  optionName?: string;
  choiceName?: string;
  optionId?: string;
  choiceId?: string;
}

/** One variant as sent. */
export interface VariantInput {
  id?: string;
  visible?: boolean;
  sku?: string | null;
  barcode?: string | null;
  choices: ChoiceInput[];
  actualPrice: string;
  compareAtPrice?: string;
  cost?: string;
  weight?: number;
  stock?: StockDraft;
}

function stock(checks: InputChecks, value: unknown, field: string): StockDraft | undefined {
  const body = checks.object(value, field);
  if (!body) return undefined;
  const quantity = checks.number(body.quantity, `${field}.quantity`, {
    min: 0,
    max: 99_999_999,
    integer: true,
  });
  if (quantity !== undefined) return { quantity };
  const inStock = checks.boolean(body.inStock, `${field}.inStock`);
  return inStock === undefined ? undefined : { inStock };
}

function amount(checks: InputChecks, value: unknown, field: string, required: boolean): string | undefined {
  const body = checks.object(value, field, required);
  if (!body) return undefined;
  if (body.amount === undefined || body.amount === null)
    return required ? checks.fail(`${field}.amount`, "must not be empty", "REQUIRED_FIELD") : undefined;
  try {
    return parseAmount(body.amount, `${field}.amount`);
  } catch {
    return checks.fail(
      `${field}.amount`,
      "must be a decimal amount from 0 to 999999999.999",
      "INVALID_DECIMAL",
    );
  }
}

/**
 * The checked `variants` at `field` (at least one).
 *
 * @example
 * ```ts
 * parseVariantsInput(checks, [{ price: { actualPrice: { amount: "10" } } }], "product.variantsInfo.variants");
 * ```
 */
export function parseVariantsInput(
  checks: InputChecks,
  value: unknown,
  field: string,
): VariantInput[] | undefined {
  const list = checks.array(value, field, { maxSize: 1000 });
  if (!list) return undefined;
  if (list.length === 0) return checks.fail(field, "must list at least one variant", "MIN_SIZE");
  return list.flatMap((item, index): VariantInput[] => {
    const at = `${field}[${index}]`;
    const body = checks.object(item, at, true);
    if (!body) return [];
    const price = checks.object(body.price, `${at}.price`, true);
    const actualPrice = amount(checks, price?.actualPrice, `${at}.price.actualPrice`, true);
    const compareAtPrice = amount(checks, price?.compareAtPrice, `${at}.price.compareAtPrice`, false);
    const revenue = checks.object(body.revenueDetails, `${at}.revenueDetails`);
    const cost = amount(checks, revenue?.cost, `${at}.revenueDetails.cost`, false);
    const physical = checks.object(body.physicalProperties, `${at}.physicalProperties`);
    const weight = checks.number(physical?.weight, `${at}.physicalProperties.weight`, {
      min: 0,
      max: 999_999_999.99,
    });
    const choices = (checks.array(body.choices, `${at}.choices`, { maxSize: 6 }) ?? []).flatMap(
      (choice, j) => {
        const cat = `${at}.choices[${j}]`;
        const entry = checks.object(choice, cat, true);
        const names = checks.object(entry?.optionChoiceNames, `${cat}.optionChoiceNames`);
        const ids = checks.object(entry?.optionChoiceIds, `${cat}.optionChoiceIds`);
        const parsed: ChoiceInput = {};
        const optionName = checks.string(names?.optionName, `${cat}.optionChoiceNames.optionName`);
        const choiceName = checks.string(names?.choiceName, `${cat}.optionChoiceNames.choiceName`);
        const optionId = checks.string(ids?.optionId, `${cat}.optionChoiceIds.optionId`);
        const choiceId = checks.string(ids?.choiceId, `${cat}.optionChoiceIds.choiceId`);
        if (optionName !== undefined) parsed.optionName = optionName;
        if (choiceName !== undefined) parsed.choiceName = choiceName;
        if (optionId !== undefined) parsed.optionId = optionId;
        if (choiceId !== undefined) parsed.choiceId = choiceId;
        if (
          (optionName === undefined || choiceName === undefined) &&
          (optionId === undefined || choiceId === undefined)
        )
          return checks.fail(cat, "needs optionChoiceNames or optionChoiceIds", "REQUIRED_FIELD") ?? [];
        return [parsed];
      },
    );
    const id = checks.string(body.id, `${at}.id`, { maxLength: 36 });
    const visible = checks.boolean(body.visible, `${at}.visible`);
    const sku = checks.string(body.sku, `${at}.sku`, { maxLength: 40 });
    const barcode = checks.string(body.barcode, `${at}.barcode`, { maxLength: 40 });
    const inventory = stock(checks, body.inventoryItem, `${at}.inventoryItem`);
    if (actualPrice === undefined) return [];
    return [
      {
        ...(id !== undefined ? { id } : {}),
        ...(visible !== undefined ? { visible } : {}),
        ...(sku !== undefined ? { sku } : {}),
        ...(barcode !== undefined ? { barcode } : {}),
        choices,
        actualPrice,
        ...(compareAtPrice !== undefined ? { compareAtPrice } : {}),
        ...(cost !== undefined ? { cost } : {}),
        ...(weight !== undefined ? { weight } : {}),
        ...(inventory !== undefined ? { stock: inventory } : {}),
      },
    ];
  });
}
