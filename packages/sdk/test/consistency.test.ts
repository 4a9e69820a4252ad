import { type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSISTENCY_HEADER, createClient } from "../src/index.ts";

describe("X-Wix-Consistent", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer((req, res) =>
      req.method === "POST"
        ? sendJson(res, 200, {}, { "X-Wix-Consistent": `token-${server.requests.length}` })
        : sendJson(res, 200, {}),
    );
  });
  afterAll(() => server.close());

  it("is sent on later requests of the same client once an answer carried it", async () => {
    expect(CONSISTENCY_HEADER).toBe("X-Wix-Consistent");
    const client = createClient({ modules: {}, baseUrl: server.origin });
    const other = createClient({ modules: {}, baseUrl: server.origin });
    await client.request({ method: "GET", path: "/read" });
    expect(server.requests.at(-1)!.headers["x-wix-consistent"]).toBeUndefined();
    await client.request({ method: "POST", path: "/write", body: {} });
    await client.request({ method: "GET", path: "/read" });
    expect(server.requests.at(-1)!.headers["x-wix-consistent"]).toBe("token-2");
    await client.request({ method: "POST", path: "/write", body: {} });
    await client.extend({ headers: { "x-extra": "1" } }).request({ method: "GET", path: "/read" });
    expect(server.requests.at(-1)!.headers["x-wix-consistent"]).toBe("token-4");
    await other.request({ method: "GET", path: "/read" });
    expect(server.requests.at(-1)!.headers["x-wix-consistent"]).toBeUndefined();
  });
});
