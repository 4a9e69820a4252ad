/**
 * Generated queries for the three query endpoints: filters built from the
 * entity's fields and unknown ones, every operator and unknown ones, nested
 * `$and`/`$or`/`$not`, values of every type; sorts in both shapes; paging with
 * negative, enormous, fractional and string limits and offsets; filter and
 * sort also as JSON text (the older request shape).
 */
import fc from "fast-check";
import { nastyKey, nastyScalar, nastyValue } from "./nasty-values.ts";

const OPERATORS = [
  "$eq",
  "$ne",
  "$gt",
  "$gte",
  "$lt",
  "$lte",
  "$in",
  "$hasSome",
  "$hasAll",
  "$startsWith",
  "$exists",
  "$isEmpty",
];

/** Field names per query endpoint (the allow-lists), plus hostile ones. */
export const QUERY_FIELDS = {
  products: [
    "id",
    "name",
    "slug",
    "productType",
    "description",
    "sku",
    "price",
    "priceData.price",
    "numericId",
    "lastUpdated",
    "createdDate",
    "collectionIds",
    "visible",
    "_id",
    "_createdDate",
  ],
  collections: ["id", "name", "slug", "description", "visible"],
  variants: [
    "id",
    "productId",
    "variantId",
    "sku",
    "productName",
    "collectionIds",
    "stock.inStock",
    "visible",
    "variant.priceData.price",
  ],
} as const;

const typedValue = fc.oneof(
  { weight: 3, arbitrary: nastyScalar },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "2024-01-01T00:00:00Z",
      { $date: "2024-01-01T00:00:00.000Z" },
      { $date: 5 },
      "12",
      ["a", "b"],
      [],
    ),
  },
  { weight: 1, arbitrary: nastyValue },
);

function fieldName(fields: readonly string[]) {
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: nastyKey });
}

function condition(fields: readonly string[]) {
  const operator = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...OPERATORS) },
    { weight: 1, arbitrary: nastyKey },
  );
  return fc
    .tuple(
      fieldName(fields),
      fc.oneof(typedValue, fc.dictionary(operator, typedValue, { minKeys: 1, maxKeys: 2 })),
    )
    .map(([field, value]) => ({ [field]: value }));
}

/** A filter over `fields`, nested up to three logical levels. */
export function filterArbitrary(fields: readonly string[]): fc.Arbitrary<unknown> {
  const { filter } = fc.letrec<{ filter: unknown }>((tie) => ({
    filter: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 4, arbitrary: condition(fields) },
      { weight: 1, arbitrary: fc.array(tie("filter"), { maxLength: 3 }).map((list) => ({ $and: list })) },
      { weight: 1, arbitrary: fc.array(tie("filter"), { maxLength: 3 }).map((list) => ({ $or: list })) },
      { weight: 1, arbitrary: tie("filter").map((inner) => ({ $not: inner })) },
      {
        weight: 1,
        arbitrary: fc.tuple(condition(fields), condition(fields)).map(([a, b]) => ({ ...a, ...b })),
      },
      { weight: 1, arbitrary: nastyValue },
    ),
  }));
  return filter;
}

const order = fc.constantFrom("ASC", "DESC", "asc", "desc", "", "SIDEWAYS", 1, null);

function sortArbitrary(fields: readonly string[]) {
  return fc.oneof(
    fc.array(fc.record({ fieldName: fieldName(fields), order }, { requiredKeys: ["fieldName"] }), {
      maxLength: 3,
    }),
    fc.array(
      fc.tuple(fieldName(fields), order).map(([f, o]) => ({ [f]: o })),
      { maxLength: 2 },
    ),
    nastyValue,
  );
}

const pagingNumber = fc.oneof(
  fc.constantFrom(
    0,
    1,
    50,
    100,
    101,
    -1,
    -100,
    0.5,
    1e9,
    1e308,
    2 ** 53,
    -0,
    "20",
    "0",
    "-5",
    "1.5",
    "abc",
    "",
    "1e3",
    " 7 ",
    null,
    true,
    [],
    {},
  ),
  fc.integer(),
  fc.double({ noNaN: true }).map((d) => (Number.isFinite(d) ? d : String(d))),
);

/** `{query:{filter, sort, paging}}` for one entity, sometimes with filter or sort as JSON text. */
export function queryPayload(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record(
      {
        filter: filterArbitrary(fields),
        sort: sortArbitrary(fields),
        paging: fc.record({ limit: pagingNumber, offset: pagingNumber }, { requiredKeys: [] }),
        asText: fc.constantFrom("none", "filter", "sort", "both"),
      },
      { requiredKeys: ["asText"] },
    )
    .map(({ asText, ...query }) => {
      const text = (value: unknown) => JSON.stringify(value) ?? "null";
      if ((asText === "filter" || asText === "both") && "filter" in query) query.filter = text(query.filter);
      if ((asText === "sort" || asText === "both") && "sort" in query) query.sort = text(query.sort);
      return { query };
    });
}
