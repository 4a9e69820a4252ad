/**
 * Property: every catalogue read, with mutated payloads, hostile path values,
 * any credential and any transport, answers below 500 with the request id and,
 * on 4xx, the provider's error envelope. Reads change nothing: the invariants
 * still hold afterwards.
 */
import { catalogInvariantViolations } from "@vitrine/testkit";
import fc from "fast-check";
import { expect, it } from "vitest";
import { templatesOf } from "./support/endpoint-templates.ts";
import { enoughForReach, FUZZ_TIMEOUT_MS, fuzzParameters, runsFor } from "./support/fuzz-budget.ts";
import { fuzzRequests } from "./support/fuzz-request.ts";
import { describeFuzz } from "./support/fuzz-suite.ts";

describeFuzz("catalogue reads", "catalogue reads", (fuzz, tally) => {
  it(
    "answers every mutated read without a 5xx, in the envelope",
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequests(templatesOf("catalogRead"), fuzz.fixture), async (request) => {
          tally.add();
          const { statusCode: status } = await fuzz.send(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
        fuzzParameters("catalogReads"),
      );
      if (enoughForReach(runsFor("catalogReads"))) expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      if (enoughForReach(runsFor("catalogReads")))
        expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
      expect(await catalogInvariantViolations(fuzz.t.db)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
