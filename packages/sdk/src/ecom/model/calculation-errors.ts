/**
 * What went wrong while pricing a cart or checkout (shipping, tax, coupon …) and the rules a
 * purchase breaks. The totals are still answered; these say which parts are missing or wrong.
 */

/** One failure: an application error (`code`, `description`, `data`) or a validation error. */
export interface CalculationErrorDetails {
  applicationError?: { code?: string; description?: string; data?: Record<string, unknown> | null };
  validationError?: {
    fieldViolations?: {
      field?: string;
      description?: string;
      violatedRule?: string;
      ruleName?: string | null;
      data?: Record<string, unknown> | null;
    }[];
  };
  systemError?: { errorCode?: string | null };
  tracing?: Record<string, string>;
}

/**
 * The failures of a price calculation, by part.
 *
 * @example
 * ```ts
 * const couponProblem = estimate.calculationErrors?.couponCalculationError?.applicationError?.code;
 * ```
 */
export interface CalculationErrors {
  generalShippingCalculationError?: CalculationErrorDetails;
  carrierErrors?: { errors?: { carrierId?: string; error?: CalculationErrorDetails }[] };
  selectedShippingOptionError?: CalculationErrorDetails;
  taxCalculationError?: CalculationErrorDetails;
  couponCalculationError?: CalculationErrorDetails;
  giftCardCalculationError?: CalculationErrorDetails;
  orderValidationErrors?: { code?: string; description?: string; data?: Record<string, unknown> | null }[];
  membershipError?: CalculationErrorDetails;
  discountsCalculationError?: CalculationErrorDetails;
}

/**
 * A rule a purchase breaks; `ERROR` severity blocks the order.
 *
 * @example
 * ```ts
 * const blocked = checkout.violations?.some((v) => v.severity === "ERROR");
 * ```
 */
export interface Violation {
  severity?: "WARNING" | "ERROR";
  target?: {
    other?: { name?: "OTHER_DEFAULT" };
    lineItem?: { name?: "LINE_ITEM_DEFAULT"; id?: string | null };
  };
  description?: string | null;
}
