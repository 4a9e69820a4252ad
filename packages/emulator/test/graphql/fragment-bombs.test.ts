/**
 * Fragment bombs: a chain of fragments each spreading the next twice expands
 * to 2^N fields from a document of a few hundred bytes. Over HTTP it is
 * refused from its syntax, before validation; the depth and cost walk, which
 * would meet it after, measures each fragment once, so it too costs a walk as
 * long as the document. Other requests are answered meanwhile.
 */

import { insertShirtCatalogue } from "@vitrine/emulator/testing";
import { type FragmentDefinitionNode, getOperationAST, Kind, parse } from "graphql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: measures operations against the catalogue schema
import { catalogSchema } from "../../src/graphql/catalog-schema.ts";
// biome-ignore lint/style/noRestrictedImports: examines the GraphQL query limits
import { measureOperation } from "../../src/graphql/query-limits.ts";
import { type ListeningTestApp, listenTestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

/** A query whose products' items spread `F0`, where each `Fi` spreads `Fi+1` `width` times. */
function fragmentBomb(levels: number, width = 2): string {
  const spreads = (i: number) => Array.from({ length: width }, () => `...F${i + 1}`).join(" ");
  const chain = Array.from({ length: levels }, (_, i) => `fragment F${i} on CatalogV1Product{${spreads(i)}}`);
  return `{storesProductsV1Products{items{...F0}}}${chain.join("")}fragment F${levels} on CatalogV1Product{id}`;
}

/** The walk's measure of `query`'s one operation, and the number of selections the document holds. */
function measured(query: string) {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error("no operation");
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const selections = (query.match(/\.\.\.|\bid\b|\bitems\b|storesProductsV1Products/g) ?? []).length;
  return { measure: measureOperation(catalogSchema, fragments, operation, {}), selections };
}

describe("the depth and cost walk of fragment chains", () => {
  it("visits each selection of the document once, however far its fragments expand", () => {
    for (const [levels, width] of [
      [23, 2],
      [60, 2],
      [200, 2],
      [40, 6],
    ] as const) {
      const { measure, selections } = measured(fragmentBomb(levels, width));
      expect(measure.steps).toBeLessThanOrEqual(selections);
      expect(measure.cost).toBeGreaterThan(width ** levels);
      expect(measure.depth).toBe(2 + levels + 1 + 1);
    }
  });

  it("counts a spread as written out: one level deep, its fields once per reference", () => {
    const { measure } = measured(
      "{ storesProductsV1Products { items { ...A ...A } } } fragment A on CatalogV1Product { id name }",
    );
    // root 1 + 50 objects × (items 1 + 2 spreads × 2 fields): 1 + 50 × 5.
    expect(measure).toMatchObject({ depth: 4, cost: 251 });
  });
});

describe(`fragment bombs over HTTP on ${testBackend}`, () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
    await insertShirtCatalogue(t.db);
  });
  afterEach(() => t.close());

  it("refuses the bomb as too costly while /healthz sent at the same time answers", async () => {
    const headers = { authorization: await t.visitorToken(), "content-type": "application/json" };
    const bombs = [fragmentBomb(23), fragmentBomb(40), fragmentBomb(120, 3)];
    expect(Buffer.byteLength(bombs[0] ?? "")).toBeLessThan(1200);
    const answers = await Promise.all([
      ...bombs.map((query) =>
        fetch(`${t.baseUrl}/graphql/alpha`, { method: "POST", headers, body: JSON.stringify({ query }) }),
      ),
      fetch(`${t.baseUrl}/healthz`),
    ]);
    const health = answers.pop();
    expect(health?.status).toBe(200);
    expect(await health?.json()).toMatchObject({ status: "ok" });
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as {
        data?: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.data).toBeUndefined();
      // Spread twice at every level, the chain is refused from its syntax, before validation
      // and the depth and cost walk (`selection-overlap-bombs.test.ts`).
      expect(body.errors.map((error) => error.extensions.code)).toEqual(["QUERY_TOO_COSTLY"]);
    }
  });

  it("refuses a fragment that spreads itself through another, as a validation error", async () => {
    const response = await fetch(`${t.baseUrl}/graphql/alpha`, {
      method: "POST",
      headers: { authorization: await t.visitorToken(), "content-type": "application/json" },
      body: JSON.stringify({
        query:
          "{ storesProductsV1Products { items { ...A } } } fragment A on CatalogV1Product { ...B } fragment B on CatalogV1Product { ...A }",
      }),
    });
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(body.errors[0]?.message).toMatch(/Cannot spread fragment "A" within itself/);
  });
});
