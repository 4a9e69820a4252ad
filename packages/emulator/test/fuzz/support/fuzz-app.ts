/**
 * A fuzz test's app: the test app with the small body limit, the fixture,
 * and `send`, which injects one request and checks the response property.
 */
import type { LightMyRequestResponse } from "fastify";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { createFuzzFixture, type FuzzFixture } from "./fuzz-fixture.ts";
import { FUZZ_BODY_LIMIT, type FuzzRequest } from "./fuzz-request.ts";
import { checkResponse } from "./response-checks.ts";

/** The app, its fixture and the checked sender. */
export interface FuzzApp {
  t: TestApp;
  fixture: FuzzFixture;
  /** Injects `request`, checks the property, and returns the response. */
  send(request: FuzzRequest): Promise<LightMyRequestResponse>;
}

/** Starts a fresh app with the fixture (call in `beforeAll` or at the start of a test). */
export async function startFuzzApp(): Promise<FuzzApp> {
  // A silent logger: the fuzzer provokes many errors; the property, not the log, reports them.
  const t = await startTestApp({ bodyLimitBytes: FUZZ_BODY_LIMIT }, { logger: false });
  const fixture = await createFuzzFixture(t);
  return {
    t,
    fixture,
    async send(request) {
      const response = await t.inject(request.options);
      checkResponse(request, response);
      return response;
    },
  };
}
