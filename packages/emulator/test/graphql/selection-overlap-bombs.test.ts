/**
 * Documents that would keep validation's field-merging rule busy for seconds
 * (one field written hundreds of times, hundreds of fragments spread in
 * one place, a long chain of fragments each adding a field) are refused from
 * their syntax before validation runs, while what people really send
 * (introspection, the catalogue's queries) passes untouched.
 */
import { getIntrospectionQuery, parse } from "graphql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the GraphQL request limits
import { MAX_TOKENS } from "../../src/graphql/graphql-request.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the selection overlap count
import { MAX_SELECTION_PAIRS, selectionPairs } from "../../src/graphql/selection-overlaps.ts";
import { type ListeningTestApp, listenTestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const PRODUCTS = "storesProductsV1Products";

/** One field written `times` times in one selection set (about 10 KB at 600). */
function repeatedField(times: number): string {
  return `{${PRODUCTS}{items{${Array.from({ length: times }, () => "media{items{id}}").join(" ")}}}}`;
}

/** `count` fragments, each selecting the same fields, all spread in one place (about 15 KB at 300). */
function wideFragments(count: number): string {
  const names = Array.from({ length: count }, (_, i) => `W${i}`);
  const spreads = names.map((name) => `...${name}`).join(" ");
  const fragments = names.map((name) => `fragment ${name} on CatalogV1Product{media{items{id}}}`).join("");
  return `{${PRODUCTS}{items{${spreads}}}}${fragments}`;
}

/** A chain of `length` fragments, each selecting `id` and spreading the next (about 15 KB at 450). */
function fragmentChain(length: number): string {
  const chain = Array.from(
    { length },
    (_, i) => `fragment F${i} on CatalogV1Product{id ${i + 1 < length ? `...F${i + 1}` : ""}}`,
  );
  return `{${PRODUCTS}{items{...F0}}}${chain.join("")}`;
}

describe("the count of selection pairs", () => {
  it("is next to nothing for introspection and for a catalogue query with fragments", () => {
    expect(
      selectionPairs(parse(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true }))),
    ).toBeLessThan(10);
    const catalogue = `{${PRODUCTS}(query:{paging:{limit:20}}){items{...Card variants{id}} pageInfo{count}}}
      fragment Card on CatalogV1Product{id name slug priceData{price currency} media{mainMedia{image{url}}}}`;
    expect(selectionPairs(parse(catalogue))).toBe(0);
  });

  it("counts a repeated field as the pairs it makes, up to the limit", () => {
    expect(selectionPairs(parse(repeatedField(45)))).toBe((45 * 44) / 2);
    expect(selectionPairs(parse(repeatedField(46)))).toBeGreaterThan(MAX_SELECTION_PAIRS);
  });

  it("counts what fragments bring in at every spread, each fragment flattened once", () => {
    expect(selectionPairs(parse(wideFragments(300)))).toBeGreaterThan(MAX_SELECTION_PAIRS);
    expect(selectionPairs(parse(fragmentChain(450)))).toBeGreaterThan(MAX_SELECTION_PAIRS);
    expect(selectionPairs(parse(fragmentChain(3)))).toBeLessThan(20);
  });

  it("stops at the limit and counts a fragment cycle or an unknown fragment as empty", () => {
    const cycle = `{${PRODUCTS}{items{...A}}} fragment A on CatalogV1Product{id ...B} fragment B on CatalogV1Product{name ...A}`;
    expect(selectionPairs(parse(cycle))).toBeLessThan(10);
    expect(selectionPairs(parse(`{${PRODUCTS}{items{...Missing id}}}`))).toBe(0);
  });
});

describe(`selection-overlap bombs over HTTP on ${testBackend}`, () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
  });
  afterEach(() => t.close());

  it("refuses each before validation, as too costly, while /healthz sent at the same time answers", async () => {
    const headers = { authorization: await t.visitorToken(), "content-type": "application/json" };
    const bombs = [repeatedField(600), wideFragments(300), fragmentChain(450)];
    for (const query of bombs) expect(() => parse(query, { maxTokens: MAX_TOKENS })).not.toThrow();
    const answers = await Promise.all([
      ...bombs.map((query) =>
        fetch(`${t.baseUrl}/graphql/alpha`, { method: "POST", headers, body: JSON.stringify({ query }) }),
      ),
      fetch(`${t.baseUrl}/healthz`),
    ]);
    const health = answers.pop();
    expect(health?.status).toBe(200);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as {
        data?: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        {
          message: `The query selects the same field or spreads fragments too often in one place: over ${MAX_SELECTION_PAIRS} pairs of selections to compare.`,
          extensions: { code: "QUERY_TOO_COSTLY" },
        },
      ]);
    }
  });

  it("answers a document both over the count and invalid with the count's refusal, validation never run", async () => {
    const response = await fetch(`${t.baseUrl}/graphql/alpha`, {
      method: "POST",
      headers: {
        authorization: await t.visitorToken(),
        "content-type": "application/json",
        accept: "application/graphql-response+json",
      },
      body: JSON.stringify({ query: `{${PRODUCTS}{items{${"noSuchField ".repeat(100)}}}}` }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((error) => error.extensions.code)).toEqual(["QUERY_TOO_COSTLY"]);
  });
});
