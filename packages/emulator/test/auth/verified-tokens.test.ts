import { createApp } from "@vitrine/emulator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { probeEndpoints } from "../http/probe-endpoints.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

// An app checks a token's signature once; these prove that what it then remembers refuses
// what a full check refuses.
describe(`access tokens an app has verified, on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { extraEndpoints: probeEndpoints });
  });
  afterEach(() => t.close());

  const read = (app: { inject: TestApp["inject"] }, authorization: string) =>
    app.inject({ method: "GET", url: "/probe/read", headers: { authorization } });

  it("refuses a token it accepted once it has expired, by the app's clock", async () => {
    let now = Date.now();
    const app = createApp({ db: t.db, config: t.config, extraEndpoints: probeEndpoints, now: () => now });
    try {
      const token = await t.visitorToken();
      expect((await read(app, token)).statusCode).toBe(200);
      expect((await read(app, `Bearer ${token}`)).statusCode).toBe(200);
      now += (t.config.accessTokenTtlSeconds + 1) * 1000;
      const expired = await read(app, token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().details.applicationError.description).toBe("The access token has expired.");
    } finally {
      await app.close();
    }
  });

  it("refuses altered copies of a token it accepted", async () => {
    const token = await t.visitorToken();
    expect((await read(t, token)).statusCode).toBe(200);
    const [head, body, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    for (const altered of [`${head}.${body}.${flipped}`, `${token}A`, `${head}.${body}.`]) {
      const res = await read(t, altered);
      expect(res.statusCode).toBe(401);
      expect(res.json().details.applicationError.code).toBe("UNAUTHENTICATED");
    }
    expect((await read(t, token)).json().principal.kind).toBe("visitor");
  });
});
