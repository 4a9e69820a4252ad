/**
 * The frame every fuzz file shares: a tally of the cases the file runs (reported when it ends)
 * and a fresh fuzz app for each test, in a `describe` named after the subject and the backend.
 */
import { afterAll, afterEach, beforeEach, describe } from "vitest";
import { testBackend } from "../../support/test-database.ts";
import { type FuzzApp, startFuzzApp } from "./fuzz-app.ts";
import { CaseTally } from "./fuzz-budget.ts";

/**
 * Declares `fuzzing <subject> on <backend>`. `body` declares the tests; it gets the current
 * test's fuzz app (one object, refilled with a fresh app before each test and closed after it)
 * and the file's tally, reported under `tallyName`.
 *
 * @example
 * describeFuzz("catalogue reads", "catalogue reads", (fuzz, tally) => {
 *   it("answers", async () => { tally.add(); await fuzz.send(request); });
 * });
 */
export function describeFuzz(
  subject: string,
  tallyName: string,
  body: (fuzz: FuzzApp, tally: CaseTally) => void,
): void {
  const tally = new CaseTally(tallyName);
  afterAll(() => tally.report());
  describe(`fuzzing ${subject} on ${testBackend}`, () => {
    const fuzz = {} as FuzzApp;
    beforeEach(async () => {
      Object.assign(fuzz, await startFuzzApp());
    });
    afterEach(() => fuzz.t.close());
    body(fuzz, tally);
  });
}
