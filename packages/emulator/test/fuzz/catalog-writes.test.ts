/**
 * Property: every catalogue write, with mutated payloads, hostile path values,
 * any credential and any transport, answers below 500 with the request id and,
 * on 4xx, the provider's error envelope; and after each request the
 * catalogue's invariants hold (slugs, ranges against variant rows, no orphan
 * rows, ribbons, collection counts, an outbox event for every committed change).
 */
import { catalogInvariantViolations } from "@vitrine/testkit";
import fc from "fast-check";
import { expect, it } from "vitest";
import { templatesOf } from "./support/endpoint-templates.ts";
import { enoughForReach, FUZZ_TIMEOUT_MS, fuzzParameters, runsFor } from "./support/fuzz-budget.ts";
import { fuzzRequests } from "./support/fuzz-request.ts";
import { describeFuzz } from "./support/fuzz-suite.ts";

describeFuzz("catalogue writes", "catalogue writes", (fuzz, tally) => {
  it(
    "answers every mutated write without a 5xx, in the envelope, keeping the invariants",
    async () => {
      expect(await catalogInvariantViolations(fuzz.t.db)).toEqual([]);
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequests(templatesOf("catalogWrite"), fuzz.fixture), async (request) => {
          tally.add();
          const { statusCode: status } = await fuzz.send(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const problems = await catalogInvariantViolations(fuzz.t.db);
          if (problems.length > 0)
            throw new Error(`invariants broken after ${request.template}: ${problems.join("; ")}`);
        }),
        fuzzParameters("catalogWrites"),
      );
      if (enoughForReach(runsFor("catalogWrites"))) expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
