/**
 * The telemetry collector a routed store's server reports to: traces and logs posted as the
 * provider's monitoring client posts them (JSON, with or without a visitor token) are accepted
 * with OTLP/HTTP's success body; a body that is not JSON is the usual 400 envelope.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const spans = {
  resourceSpans: [
    {
      resource: { attributes: [{ key: "service.name", value: { stringValue: "store" } }] },
      scopeSpans: [{ spans: [{ traceId: "0af7651916cd43dd8448eb211c80319c", name: "GET /" }] }],
    },
  ],
};

describe(`the telemetry collector on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it("accepts traces and logs from any caller and answers OTLP's success body", async () => {
    const visitor = await t.visitorToken();
    for (const [path, body, authorization] of [
      ["/otel-collector/v1/traces", spans, visitor],
      ["/otel-collector/v1/logs", { resourceLogs: [] }, undefined],
    ] as const) {
      const response = await t.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ partialSuccess: {} });
    }
  });

  it("answers a body that is not JSON with the 400 envelope", async () => {
    const response = await t.inject({
      method: "POST",
      url: "/otel-collector/v1/traces",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe("body");
  });
});
