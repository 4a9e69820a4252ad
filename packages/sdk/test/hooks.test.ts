import { type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type RequestState, type ResponseState } from "../src/index.ts";

describe("request hooks", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer((req, res) =>
      sendJson(res, 200, { echo: req.headers["x-correlation-id"] }, { "x-wix-request-id": "req-42" }),
    );
  });
  afterAll(() => server.close());

  it("add correlation ids and see every attempt and its outcome", async () => {
    const seen: ResponseState[] = [];
    const client = createClient({
      modules: {},
      baseUrl: server.origin,
      hooks: {
        beforeRequest: [
          (state: RequestState) => {
            state.headers["x-correlation-id"] = `corr-${state.attempt}`;
          },
        ],
        afterResponse: [(state) => void seen.push(state)],
      },
    });
    const answer = await client.request({ method: "POST", path: "/things/t1", body: { id: "t1" } });
    expect(answer).toEqual({ echo: "corr-1" });
    expect(seen).toHaveLength(1);
    const [state] = seen;
    expect(state).toMatchObject({
      method: "POST",
      url: `${server.origin}/things/t1`,
      body: '{"id":"t1"}',
      attempt: 1,
      requestId: "req-42",
      error: undefined,
    });
    expect(state!.response!.status).toBe(200);
    expect(state!.durationMs).toBeGreaterThanOrEqual(0);
    expect(state!.descriptor).toMatchObject({ path: "/things/t1", body: { id: "t1" } });
  });

  it("run the parent's hooks first in an extended client, and leave the parent alone", async () => {
    const order: string[] = [];
    const parent = createClient({
      modules: {},
      baseUrl: server.origin,
      hooks: { beforeRequest: [() => void order.push("parent")] },
    });
    const child = parent.extend({ hooks: { beforeRequest: [() => void order.push("child")] } });
    await child.request({ method: "GET", path: "/x" });
    expect(order).toEqual(["parent", "child"]);
    order.length = 0;
    await parent.request({ method: "GET", path: "/x" });
    expect(order).toEqual(["parent"]);
  });
});
