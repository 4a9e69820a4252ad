/**
 * The `subscriptionDetails` of a v3 product create or update, checked field by
 * field as the provider's typings bound them: 1 to 6 subscriptions, each with
 * a title (1–20 characters), an optional description (up to 60), a frequency
 * (`DAY`, `WEEK`, `MONTH`, `YEAR`), an interval (1–50, default 1), either
 * `autoRenewal: true` (the default) or `billingCycles` (2–999), and an
 * optional discount (`PERCENT` with `percentOff` 0.1–99.9, or `AMOUNT` with a
 * decimal `amountOff` above 0); `allowOneTimePurchases` (default false). A
 * subscription without an `id` gets a new one; a sent id must be a GUID. The
 * rules that need the whole product are `subscription-rules.ts`.
 */
import { randomUUID } from "node:crypto";
import {
  PERIOD_UNITS,
  type Subscription,
  type SubscriptionDetails,
  type SubscriptionDiscount,
} from "@vitrine/sdk/catalog";
import type { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { parseAmount } from "./amount.ts";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DISCOUNT_TYPES = ["AMOUNT", "PERCENT"] as const;

function discount(checks: InputChecks, value: unknown, field: string): SubscriptionDiscount | undefined {
  const body = checks.object(value, field);
  if (!body) return undefined;
  const type = checks.oneOf(body.type, `${field}.type`, DISCOUNT_TYPES, true);
  if (type === "PERCENT") {
    if (body.amountOff !== undefined && body.amountOff !== null)
      checks.fail(`${field}.amountOff`, "is for discounts of type AMOUNT", "INVALID_VALUE");
    const percentOff = checks.number(body.percentOff, `${field}.percentOff`, {
      required: true,
      min: 0.1,
      max: 99.9,
    });
    return percentOff === undefined ? undefined : { type, percentOff };
  }
  if (type === "AMOUNT") {
    if (body.percentOff !== undefined && body.percentOff !== null)
      checks.fail(`${field}.percentOff`, "is for discounts of type PERCENT", "INVALID_VALUE");
    if (body.amountOff === undefined || body.amountOff === null)
      return checks.fail(`${field}.amountOff`, "must not be empty", "REQUIRED_FIELD");
    let amountOff: string;
    try {
      amountOff = parseAmount(body.amountOff, `${field}.amountOff`);
    } catch {
      return checks.fail(
        `${field}.amountOff`,
        "must be a decimal amount above 0, at most 999999999.99",
        "INVALID_DECIMAL",
      );
    }
    if (Number(amountOff) <= 0) return checks.fail(`${field}.amountOff`, "must be above 0", "MIN_VALUE");
    return { type, amountOff };
  }
  return undefined;
}

function subscription(checks: InputChecks, value: unknown, field: string): Subscription | undefined {
  const body = checks.object(value, field, true);
  if (!body) return undefined;
  const given = checks.string(body.id, `${field}.id`);
  if (given !== undefined && !GUID.test(given))
    checks.fail(`${field}.id`, "must be a GUID", "INVALID_FORMAT");
  const title = checks.string(body.title, `${field}.title`, { required: true, maxLength: 20 });
  const description = checks.string(body.description, `${field}.description`, { maxLength: 60 });
  const visible = checks.boolean(body.visible, `${field}.visible`);
  const frequency = checks.oneOf(body.frequency, `${field}.frequency`, PERIOD_UNITS, true);
  const interval = checks.number(body.interval, `${field}.interval`, { min: 1, max: 50, integer: true });
  const autoRenewal = checks.boolean(body.autoRenewal, `${field}.autoRenewal`);
  const billingCycles = checks.number(body.billingCycles, `${field}.billingCycles`, {
    min: 2,
    max: 999,
    integer: true,
  });
  if (autoRenewal === false)
    checks.violations.push({
      field: `${field}.autoRenewal`,
      description: "cannot be false; set billingCycles instead",
      violatedRule: "INVALID_VALUE",
      ruleName: "SUBSCRIPTION_INVALID_AUTO_RENEWAL",
    });
  if (autoRenewal !== undefined && billingCycles !== undefined)
    checks.fail(field, "set either autoRenewal or billingCycles", "ONE_OF");
  const off = discount(checks, body.discount, `${field}.discount`);
  if (title === undefined || frequency === undefined) return undefined;
  return {
    id: given ?? randomUUID(),
    title,
    ...(description !== undefined ? { description } : {}),
    visible: visible ?? true,
    frequency,
    interval: interval ?? 1,
    ...(billingCycles !== undefined ? { billingCycles } : { autoRenewal: true }),
    ...(off ? { discount: off } : {}),
  };
}

/**
 * The checked `subscriptionDetails` of `value` (violations go to `checks`); `null` removes them.
 *
 * @example
 * ```ts
 * const details = parseSubscriptionDetails(checks, body.subscriptionDetails, "product.subscriptionDetails");
 * ```
 */
export function parseSubscriptionDetails(
  checks: InputChecks,
  value: unknown,
  field: string,
): SubscriptionDetails | null | undefined {
  if (value === null) return null;
  const body = checks.object(value, field);
  if (!body) return undefined;
  const list = checks.array(body.subscriptions, `${field}.subscriptions`, { required: true, maxSize: 6 });
  if (list?.length === 0) checks.fail(`${field}.subscriptions`, "must list at least one", "MIN_SIZE");
  const allowOneTimePurchases = checks.boolean(body.allowOneTimePurchases, `${field}.allowOneTimePurchases`);
  const subscriptions = (list ?? []).flatMap((item, index) => {
    const parsed = subscription(checks, item, `${field}.subscriptions[${index}]`);
    return parsed ? [parsed] : [];
  });
  return { subscriptions, allowOneTimePurchases: allowOneTimePurchases ?? false };
}
