/**
 * Property: whatever arrives on the wire (any registered path or an unknown
 * one, any method, raw bytes that are not JSON, another content type, a body
 * over the limit, broken `.r`, repeated and clashing query parameters,
 * prototype keys, hostile headers), the answer is below 500, carries the
 * request id, and a 4xx is in the envelope.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: walks the registry of every endpoint
import { endpoints } from "../../src/endpoints.ts";
import { enoughForReach, FUZZ_TIMEOUT_MS, fuzzParameters, runsFor } from "./support/fuzz-budget.ts";
import { credential, FUZZ_BODY_LIMIT, type FuzzRequest } from "./support/fuzz-request.ts";
import { describeFuzz } from "./support/fuzz-suite.ts";
import { NASTY_STRINGS } from "./support/nasty-values.ts";

const paths = [...new Set(endpoints.map((e) => e.path.replace(/\{[^}]+\}/g, "p1")))];

const rawBody = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "null",
    "[]",
    "[{}]",
    "123",
    '"text"',
    "true",
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    "\ufeff{}",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1e999}',
    '{"a":-0}',
    `{"a":${"9".repeat(400)}}`,
    `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    `{"pad":"${"x".repeat(FUZZ_BODY_LIMIT + 10)}"}`,
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "null"),
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/jsonx",
  "",
  undefined,
);

const queryPart = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    ".r=",
    ".r=%%%",
    ".r=e30",
    ".r=e30&.r=e30",
    ".r=W10",
    ".r=bnVsbA",
    ".r=////",
    ".r=eyJhIjoxfQ==",
    "a=1&a.b=2",
    "a.b=1&a=2",
    "__proto__.x=1",
    "constructor.prototype.x=1",
    "a..b=1",
    ".=1",
    "query.paging.limit=-1",
    "query.paging.limit=1e309",
    "query.filter=%7B",
    "id=%00",
    "%ZZ=1",
    "includeMerchantSpecificData=maybe",
  ),
  fc
    .array(fc.tuple(fc.constantFrom(...NASTY_STRINGS), fc.constantFrom(...NASTY_STRINGS)), { maxLength: 3 })
    .map((pairs) =>
      new URLSearchParams(pairs.map(([k, v]) => [k.slice(0, 100), v.slice(0, 100)])).toString(),
    ),
);

const requestArbitrary = fc
  .record({
    path: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...paths) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "/",
          "/nope",
          "/stores/v1",
          "/oauth2/token/",
          "//stores/v1/products",
          "/stores/v1/products/../products",
        ),
      },
    ),
    method: fc.constantFrom("GET", "POST", "POST", "PATCH", "DELETE", "PUT", "OPTIONS", "HEAD"),
    query: queryPart,
    body: rawBody,
    contentType,
    who: credential,
    origin: fc.constantFrom(undefined, "http://localhost:5173", "https://evil.test", "null"),
    consistent: fc.constantFrom(undefined, "", "x".repeat(300), "abc"),
  })
  .map(({ path, method, query, body, contentType, who, origin, consistent }) => ({
    path,
    method,
    query,
    body,
    contentType,
    who,
    origin,
    consistent,
  }));

describeFuzz("the transport", "transport", (fuzz, tally) => {
  it(
    "answers any request bytes without a 5xx, with the request id and the envelope",
    async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(requestArbitrary, async (r) => {
          tally.add();
          const headers: Record<string, string> = {};
          if (r.contentType !== undefined) headers["content-type"] = r.contentType;
          if (r.origin !== undefined) headers.origin = r.origin;
          if (r.consistent !== undefined) headers["x-wix-consistent"] = r.consistent;
          if (r.who === "merchant") Object.assign(headers, fuzz.t.merchantHeaders);
          else if (r.who === "visitor") headers.authorization = fuzz.fixture.visitorToken;
          const hasBody = !["GET", "HEAD", "OPTIONS"].includes(r.method);
          const request: FuzzRequest = {
            template: `${r.method} ${r.path}`,
            credential: r.who,
            transport: "natural",
            options: {
              method: r.method as "GET",
              url: r.query ? `${r.path}?${r.query}` : r.path,
              headers,
              ...(hasBody ? { payload: r.body } : {}),
            },
          };
          const response = await fuzz.send(request);
          statuses.add(response.statusCode);
        }),
        fuzzParameters("transport"),
      );
      if (enoughForReach(runsFor("transport"))) expect([...statuses].some((s) => s >= 400)).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );
});
