/**
 * The product page's purchase options beside the variant's: each modifier (a list of choices, or
 * a free text such as an engraving) and, for a product sold on subscription, the plans offered
 * (with one-time purchase when the product allows it). What the shopper settles goes up as
 * `PurchaseChoices`, which "Add to cart" carries into the cart line. The fields belong to the
 * "Add to cart" form (`form`), named as `add-to-cart-fields.ts` says, so a form posted without
 * JavaScript carries them too.
 */
import type { PurchaseChoices, PurchaseOptions, SubscriptionPlan } from "@vitrine/react";
import { SelectField, TextField } from "../forms/form-field.tsx";
import { ADD_FIELDS } from "./add-to-cart-fields.ts";

/** Props of {@link PurchaseOptionsPicker}. */
export interface PurchaseOptionsPickerProps {
  options: PurchaseOptions;
  value: PurchaseChoices;
  /** The id of the form the fields belong to. */
  form: string;
  onChange: (next: PurchaseChoices) => void;
}

const PERIODS: Record<string, [string, string]> = {
  DAY: ["day", "days"],
  WEEK: ["week", "weeks"],
  MONTH: ["month", "months"],
  YEAR: ["year", "years"],
};

/** "Every month", "Every 2 weeks, 6 deliveries", with the plan's discount. */
export function planTerms(plan: SubscriptionPlan): string {
  const [one, many] = PERIODS[plan.frequency] ?? [plan.frequency.toLowerCase(), plan.frequency.toLowerCase()];
  const every = plan.interval > 1 ? `Every ${plan.interval} ${many}` : `Every ${one}`;
  const cycles = plan.billingCycles ? `, ${plan.billingCycles} deliveries` : "";
  return `${every}${cycles}${plan.discount ? ` · ${plan.discount}` : ""}`;
}

function without(record: Record<string, string> | undefined, key: string, value: string) {
  const next = { ...record };
  if (value === "") delete next[key];
  else next[key] = value;
  return next;
}

/** The modifiers and subscription plans of a product, as form controls. */
export function PurchaseOptionsPicker({ options, value, form, onChange }: PurchaseOptionsPickerProps) {
  const { modifiers, subscriptions, allowOneTimePurchases } = options;
  if (modifiers.length === 0 && subscriptions.length === 0) return null;
  return (
    <div className="purchase-options" data-testid="purchase-options">
      {modifiers.map((modifier) =>
        modifier.kind === "choices" ? (
          <SelectField
            key={modifier.key}
            label={modifier.name}
            name={ADD_FIELDS.modifier(modifier.key)}
            form={form}
            optional={!modifier.mandatory}
            value={value.modifierChoices?.[modifier.key] ?? ""}
            onChange={(event) =>
              onChange({
                ...value,
                modifierChoices: without(value.modifierChoices, modifier.key, event.target.value),
              })
            }
          >
            <option value="">Choose {modifier.name.toLowerCase()}</option>
            {modifier.choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={modifier.key}
            label={modifier.name}
            name={ADD_FIELDS.text(modifier.key)}
            form={form}
            optional={!modifier.mandatory}
            maxLength={modifier.maxLength}
            value={value.customTextFields?.[modifier.key] ?? ""}
            onChange={(event) =>
              onChange({
                ...value,
                customTextFields: without(value.customTextFields, modifier.key, event.target.value),
              })
            }
          />
        ),
      )}
      {subscriptions.length > 0 ? (
        <fieldset className="purchase-options__plans" data-testid="subscription-plans">
          <legend className="field__label">Subscribe and save</legend>
          {allowOneTimePurchases ? (
            <label className="purchase-options__plan">
              <input
                type="radio"
                name={ADD_FIELDS.plan}
                form={form}
                value=""
                checked={!value.subscriptionOptionId}
                onChange={() => {
                  const { subscriptionOptionId: _dropped, ...rest } = value;
                  onChange(rest);
                }}
              />{" "}
              One-time purchase
            </label>
          ) : null}
          {subscriptions.map((plan) => (
            <label key={plan.id} className="purchase-options__plan">
              <input
                type="radio"
                name={ADD_FIELDS.plan}
                form={form}
                value={plan.id}
                checked={value.subscriptionOptionId === plan.id}
                onChange={() => onChange({ ...value, subscriptionOptionId: plan.id })}
              />{" "}
              <strong>{plan.title}</strong> <span>{planTerms(plan)}</span>
              {plan.description ? (
                <span className="purchase-options__hint"> · {plan.description}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
