/**
 * Reads a get-recommendation request: `algorithms` (1–20 of `{id, appId}`),
 * `items` (up to 100 catalogue references, `{catalogItemId, appId}`) and
 * `minimumRecommendedItems` (0–100, default 1). Malformed input is a 400
 * naming every bad field; algorithms or items of another app are the
 * provider's application errors (`recommendation-failures.ts`).
 */
import { type FieldViolation, ValidationFailure } from "../../errors.ts";

/** An algorithm as a request names it. */
export interface AlgorithmReference {
  id: string;
  appId: string;
}

/** A valid request. */
export interface RecommendationRequest {
  algorithms: AlgorithmReference[];
  items: { catalogItemId: string; appId: string }[];
  minimumRecommendedItems: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 100;

/**
 * The request in `payload`, or a `ValidationFailure`.
 *
 * @example
 * ```ts
 * readRecommendationRequest({ algorithms: [{ id: "ba491fd2-b172-4552-9ea6-7202e01d1d3c", appId }] });
 * ```
 */
export function readRecommendationRequest(payload: Record<string, unknown>): RecommendationRequest {
  const violations: FieldViolation[] = [];
  const fail = (field: string, description: string, violatedRule = "INVALID_VALUE") =>
    violations.push({ field, description, violatedRule });
  const { algorithms, items, minimumRecommendedItems } = payload;
  if (!Array.isArray(algorithms) || algorithms.length === 0 || algorithms.length > 20)
    fail("algorithms", "must list 1 to 20 algorithms", "REQUIRED_FIELD");
  const readAlgorithms = (Array.isArray(algorithms) ? algorithms : []).flatMap((raw, i) => {
    if (!isObject(raw) || !isId(raw.id) || !isId(raw.appId)) {
      fail(`algorithms[${i}]`, "must have an id and an appId", "REQUIRED_FIELD");
      return [];
    }
    return [{ id: raw.id, appId: raw.appId }];
  });
  if (items !== undefined && items !== null && (!Array.isArray(items) || items.length > 100))
    fail("items", "must be a list of at most 100 catalogue references");
  const readItems = (Array.isArray(items) ? items : []).flatMap((raw, i) => {
    if (!isObject(raw) || !isId(raw.catalogItemId) || !isId(raw.appId)) {
      fail(`items[${i}]`, "must have a catalogItemId and an appId", "REQUIRED_FIELD");
      return [];
    }
    return [{ catalogItemId: raw.catalogItemId, appId: raw.appId }];
  });
  const minimum = minimumRecommendedItems ?? 1;
  if (typeof minimum !== "number" || !Number.isInteger(minimum) || minimum < 0 || minimum > 100)
    fail("minimumRecommendedItems", "must be a whole number from 0 to 100");
  if (violations.length > 0) throw new ValidationFailure(violations);
  return { algorithms: readAlgorithms, items: readItems, minimumRecommendedItems: minimum as number };
}
