/**
 * Response timestamps: a call declares the paths that hold ISO strings (`product.createdDate`,
 * `products.lastUpdated`; arrays on the way are walked) and they are converted to `Date` in place,
 * once, right after parsing. No other field is visited.
 */
import { isObject } from "./is-object.js";

const compiled = new WeakMap<readonly string[], string[][]>();

function compile(paths: readonly string[]): string[][] {
  let steps = compiled.get(paths);
  if (!steps) {
    steps = paths.map((path) => path.split("."));
    compiled.set(paths, steps);
  }
  return steps;
}

function visit(node: unknown, steps: string[], index: number): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, steps, index);
    return;
  }
  if (!isObject(node)) return;
  const key = steps[index]!;
  const value = node[key];
  if (index < steps.length - 1) visit(value, steps, index + 1);
  else if (typeof value === "string") node[key] = new Date(value);
}

/**
 * Converts the ISO strings at `paths` in `data` to `Date`, in place, and returns `data`.
 *
 * @example
 * ```ts
 * reviveDates({ products: [{ createdDate: "2024-01-01T00:00:00Z" }] }, ["products.createdDate"]);
 * ```
 */
export function reviveDates<T>(data: T, paths: readonly string[]): T {
  for (const steps of compile(paths)) visit(data, steps, 0);
  return data;
}
