/**
 * Mutations of a valid payload: a field removed, a field's value replaced by
 * a nasty one, an unknown field added, the whole payload replaced; up to
 * three at once. Built from plain fast-check values so failures shrink.
 */
import fc from "fast-check";
import { nastyKey, nastyValue } from "./nasty-values.ts";

type Path = ReadonlyArray<string | number>;

/** Every path to a value inside `value` (the root is `[]`). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, i]));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function containerAt(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let node = root;
  for (const step of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node !== null && typeof node === "object" ? (node as Record<string | number, unknown>) : undefined;
}

/** One mutation, as data (shown in counterexamples). */
export interface Mutation {
  kind: "remove" | "replace" | "add" | "whole";
  at: number;
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("remove", "replace", "replace", "add", "whole"),
  at: fc.nat(),
  key: nastyKey,
  value: nastyValue,
});

/** Applies `m` to a deep copy of `payload`. */
export function applyMutation(payload: unknown, m: Mutation): unknown {
  if (m.kind === "whole") return m.value;
  const copy = structuredClone(payload);
  const paths = pathsOf(copy);
  const path = paths[m.at % paths.length] ?? [];
  if (m.kind === "add") {
    const target = containerAt(copy, path);
    if (target && !Array.isArray(target))
      Object.defineProperty(target, m.key, {
        value: m.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    return copy;
  }
  if (path.length === 0) return m.kind === "remove" ? {} : m.value;
  const parent = containerAt(copy, path.slice(0, -1));
  const last = path.at(-1) as string | number;
  if (!parent) return copy;
  if (m.kind === "remove") {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = m.value;
  return copy;
}

/** `template` unchanged (sometimes) or with one to three mutations. */
export function mutatedPayload(template: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(template) },
    {
      weight: 6,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 3 })
        .map((ms) => ms.reduce<unknown>((payload, m) => applyMutation(payload, m), template)),
    },
  );
}
