/**
 * The dev token guard (`config.devToken`): every `/_dev` route asks for it,
 * as a bearer header, beside a merchant key, or as the cookie a `?token=`
 * link sets; other routes and an app without a token are as before; and the
 * hosted pages say they are an emulator's.
 */
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the dev token guard's cookie
import { DEV_TOKEN_COOKIE } from "../../src/dev/dev-token-guard.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const TOKEN = "dev-token-for-the-guard-test";
let t: TestApp;

afterEach(() => t.close());

describe("the dev token guard", () => {
  it("refuses every /_dev route without the token, with the error envelope", async () => {
    t = await startTestApp({ devToken: TOKEN });
    for (const url of [
      "/_dev/mailbox",
      "/_dev/webhooks/public-key",
      "/_dev/health",
      "/_dev/snapshots",
      "/_dev",
    ]) {
      const response = await t.inject({ method: "GET", url, headers: t.merchantHeaders });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().details.applicationError.code).toBe("DEV_TOKEN_REQUIRED");
      expect(response.json().message).toContain("need its dev token");
    }
    const wrong = await t.inject({
      method: "GET",
      url: "/_dev/mailbox",
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.statusCode).toBe(401);
    const link = await t.inject({ method: "GET", url: "/_dev/mailbox?token=nope" });
    expect(link.statusCode).toBe(401);
  });

  it("accepts the token as a bearer header, and beside a merchant key", async () => {
    t = await startTestApp({ devToken: TOKEN });
    const mailbox = await t.inject({
      method: "GET",
      url: "/_dev/mailbox",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(mailbox.statusCode, mailbox.body).toBe(200);
    const faults = await t.inject({
      method: "GET",
      url: "/_dev/webhooks/faults",
      headers: { ...t.merchantHeaders, "x-vitrine-dev-token": TOKEN },
    });
    expect(faults.statusCode, faults.body).toBe(200);
    const keyless = await t.inject({
      method: "GET",
      url: "/_dev/webhooks/faults",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().details.applicationError.code).not.toBe("DEV_TOKEN_REQUIRED");
  });

  it("turns a ?token= link into a cookie for the browser and drops the token from the URL", async () => {
    t = await startTestApp({ devToken: TOKEN });
    const link = await t.inject({ method: "GET", url: `/_dev/mailbox?to=ada%40example.com&token=${TOKEN}` });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe("/_dev/mailbox?to=ada%40example.com");
    const setCookie = String(link.headers["set-cookie"]);
    expect(setCookie).toContain(`${DEV_TOKEN_COOKIE}=${TOKEN}`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/_dev");
    const followed = await t.inject({
      method: "GET",
      url: "/_dev/mailbox?to=ada%40example.com",
      headers: { cookie: `${DEV_TOKEN_COOKIE}=${TOKEN}` },
    });
    expect(followed.statusCode, followed.body).toBe(200);
  });

  it("leaves the other routes alone, and /_dev open without a token", async () => {
    t = await startTestApp({ devToken: TOKEN });
    expect((await t.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await t.inject({ method: "GET", url: "/_devices" })).statusCode).toBe(404);
    await t.close();
    t = await startTestApp();
    expect((await t.inject({ method: "GET", url: "/_dev/mailbox" })).statusCode).toBe(200);
  });

  it("says on the hosted pages that they are an emulator's", async () => {
    t = await startTestApp();
    const page = await t.inject({ method: "GET", url: "/_hosted/reset-password?token=not-a-token" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(
      '<footer class="emulator-notice"><p>Served by the Vitrine emulator, a local stand-in',
    );
  });
});
