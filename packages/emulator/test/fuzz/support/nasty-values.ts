/**
 * Values that break naive servers: wrong types, huge and empty strings,
 * Unicode (astral, combining, lone surrogates, RTL), control characters,
 * SQL, HTML and LIKE meta-characters, JSON-path and prototype keys,
 * extreme numbers, deep nesting.
 */
import fc from "fast-check";

/** Strings meant to break parsers, queries and HTML. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u0000abc",
  "a\u0000b",
  "\r\n\t\b\f\u007f",
  "\ud800",
  "\udfff\ud800",
  "😀🏳️‍🌈",
  "e\u0301\u0301\u0301",
  "\u202eevil",
  "\ufeff",
  "' OR '1'='1",
  "'; drop table products; --",
  '" or ""="',
  "\\",
  "%",
  "_",
  "%_\\%",
  "$1",
  "?",
  "::text",
  "<script>alert(1)</script>",
  "&lt;&amp;&#x27;",
  "../../etc/passwd",
  "%2e%2e%2f",
  "__proto__",
  "constructor",
  "prototype",
  "$where",
  "$gt",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-0",
  "0x10",
  "true",
  "[]",
  "{}",
  "2024-02-30T25:61:61Z",
  "9999-12-31T23:59:59.999Z",
  "-271821-04-20T00:00:00Z",
  "x".repeat(5_000),
  "é".repeat(2_000),
] as const;

/** Numbers at the edges. */
export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-300,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 63,
  999_999_999.99,
  999_999_999.995,
  100,
  101,
  10_001,
] as const;

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const nastyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** An object nested `depth` levels deep, or an array as deep. */
export function deepNesting(depth: number, asArray: boolean): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** Scalars of every kind, weighted towards the nasty ones. */
export const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON-like value: scalars, small structures, deep nesting, prototype keys. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyScalar, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 20, max: 200 }), fc.boolean()).map(([d, a]) => deepNesting(d, a)),
  },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"x":1}}')) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, i) => `id-${i}`)) },
);

/** Field names: plausible, unknown and hostile. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("id", "name", "price", "slug", "$and", "$foo", "__proto__", "a.b", "", "x".repeat(300)),
  nastyString,
);
