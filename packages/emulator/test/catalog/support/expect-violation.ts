/** Assertions on the 400s the catalogue reads throw: which field, and which rule. */

import { ValidationFailure } from "@vitrine/emulator";
import { expect } from "vitest";

/** Asserts that `run` throws a ValidationFailure whose single violation names `field` (and `rule`, when given). */
export function expectViolation(run: () => unknown, field: string, rule?: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ValidationFailure);
  const [violation] = (thrown as ValidationFailure).fieldViolations;
  expect(violation?.field).toBe(field);
  if (rule) expect(violation?.violatedRule).toBe(rule);
}
