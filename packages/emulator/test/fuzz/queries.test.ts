/**
 * Property: the three query endpoints (products, collections, store variants)
 * answer any generated query, over `.r`, flat parameters or the POST
 * fallback, as a visitor or a merchant, with a 200 whose page respects the
 * limit, or a 400 validation envelope; never a 5xx.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import type { EndpointTemplate } from "./support/endpoint-templates.ts";
import { enoughForReach, FUZZ_TIMEOUT_MS, fuzzParameters, runsFor } from "./support/fuzz-budget.ts";
import { buildRequest, type Credential, type Transport } from "./support/fuzz-request.ts";
import { describeFuzz } from "./support/fuzz-suite.ts";
import { QUERY_FIELDS, queryPayload } from "./support/query-arbitraries.ts";

const ENDPOINTS = [
  {
    method: "GET",
    path: "/stores-reader/v1/products/query-platformized",
    fields: QUERY_FIELDS.products,
    list: "products",
  },
  { method: "GET", path: "/v2/collections/query", fields: QUERY_FIELDS.collections, list: "collections" },
  {
    method: "POST",
    path: "/stores-reader/v1/variants/query",
    fields: QUERY_FIELDS.variants,
    list: "variants",
  },
] as const;

describeFuzz("the query language", "queries", (fuzz, tally) => {
  it(
    "answers any generated query with a page within the limit or a 400 envelope",
    async () => {
      const statuses = new Map<number, number>();
      const cases = fc
        .constantFrom(...ENDPOINTS)
        .chain((endpoint) =>
          fc.tuple(
            fc.constant(endpoint),
            queryPayload(endpoint.fields),
            fc.constantFrom<Credential>("visitor", "merchant"),
            fc.constantFrom<Transport>("natural", "natural", "flatQuery", "postFallback"),
          ),
        );
      await fc.assert(
        fc.asyncProperty(cases, async ([endpoint, payload, who, how]) => {
          tally.add();
          const template: EndpointTemplate = {
            family: "catalogRead",
            method: endpoint.method,
            path: endpoint.path,
            params: () => ({}),
            payload: () => payload,
          };
          const request = buildRequest(template, fuzz.fixture, payload, who, how, []);
          const response = await fuzz.send(request);
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200) {
            const list = (response.json() as Record<string, unknown>)[endpoint.list];
            if (!Array.isArray(list) || list.length > 100)
              throw new Error(`bad page: ${response.body.slice(0, 300)}`);
          } else if (status !== 400) throw new Error(`unexpected ${status}: ${response.body.slice(0, 300)}`);
        }),
        fuzzParameters("queries"),
      );
      if (enoughForReach(runsFor("queries"))) expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      if (enoughForReach(runsFor("queries"))) expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
