/**
 * Property: the token endpoint (every grant), the identity endpoints and the
 * dev endpoints, with mutated payloads, any credential and any transport,
 * answer below 500 with the request id and, on 4xx, OAuth's error (token
 * endpoint) or the provider's envelope (the rest). Templates use passwords
 * too short to pass, except where mutated: the KDF is slow by design.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { staleTemplates, templatesOf } from "./support/endpoint-templates.ts";
import { enoughForReach, FUZZ_TIMEOUT_MS, fuzzParameters, runsFor } from "./support/fuzz-budget.ts";
import { fuzzRequests } from "./support/fuzz-request.ts";
import { describeFuzz } from "./support/fuzz-suite.ts";

describeFuzz("tokens and identity", "tokens and identity", (fuzz, tally) => {
  it("every template names a registered endpoint", () => {
    expect(staleTemplates.map((t) => `${t.method} ${t.path}`)).toEqual([]);
  });

  it(
    "answers every mutated token request without a 5xx, in OAuth's error format",
    async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequests(templatesOf("token"), fuzz.fixture), async (request) => {
          tally.add();
          statuses.add((await fuzz.send(request)).statusCode);
        }),
        fuzzParameters("tokens"),
      );
      if (enoughForReach(runsFor("tokens"))) expect(statuses.has(200)).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers every mutated identity or dev request without a 5xx, in the envelope",
    async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequests(templatesOf("identity", "dev"), fuzz.fixture), async (request) => {
          tally.add();
          statuses.add((await fuzz.send(request)).statusCode);
        }),
        fuzzParameters("identity"),
      );
      if (enoughForReach(runsFor("identity"))) expect(statuses.has(200)).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );
});
