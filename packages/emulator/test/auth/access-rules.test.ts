import { memberRefreshToken } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { probeEndpoints } from "../http/probe-endpoints.ts";
import { startTestApp, TEST_CLIENT_ID, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

type Caller = "none" | "visitor" | "member" | "merchant";
const routes = {
  public: { method: "GET", url: "/probe/public" },
  read: { method: "GET", url: "/probe/read" },
  member: { method: "GET", url: "/probe/member" },
  write: { method: "POST", url: "/probe/write" },
} as const;

/** Expected status per caller and access level. */
const matrix: Record<Caller, Record<keyof typeof routes, number>> = {
  none: { public: 200, read: 401, member: 401, write: 401 },
  visitor: { public: 200, read: 200, member: 403, write: 403 },
  member: { public: 200, read: 200, member: 200, write: 403 },
  merchant: { public: 200, read: 200, member: 403, write: 200 },
};

describe(`access rules on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { extraEndpoints: probeEndpoints });
  });
  afterEach(() => t.close());

  /** A signed-in member's access token; `lastMemberId` is the member of the last one made. */
  let lastMemberId = "";
  async function memberToken(): Promise<string> {
    const { memberId, refreshToken } = await memberRefreshToken(t, TEST_CLIENT_ID);
    lastMemberId = memberId;
    const res = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken },
    });
    return res.json().access_token;
  }

  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === "none") return {};
    if (caller === "merchant") return t.merchantHeaders;
    return { authorization: caller === "visitor" ? await t.visitorToken() : await memberToken() };
  }

  for (const caller of Object.keys(matrix) as Caller[]) {
    it(`gives ${caller} the expected statuses`, async () => {
      const headers = await headersOf(caller);
      for (const [access, route] of Object.entries(routes) as [
        keyof typeof routes,
        (typeof routes)[keyof typeof routes],
      ][]) {
        const res = await t.inject({
          ...route,
          headers,
          ...(route.method === "POST" ? { payload: {} } : {}),
        });
        expect({ access, status: res.statusCode }).toEqual({ access, status: matrix[caller][access] });
        if (res.statusCode === 401) expect(res.json().details.applicationError.code).toBe("UNAUTHENTICATED");
        if (res.statusCode === 403)
          expect(res.json().details.applicationError.code).toBe("PERMISSION_DENIED");
      }
    });
  }

  it("hands the endpoint the principal", async () => {
    const visitor = await t.inject({
      method: "GET",
      url: "/probe/read",
      headers: await headersOf("visitor"),
    });
    expect(visitor.json().principal).toEqual({
      kind: "visitor",
      visitorId: expect.any(String),
      clientId: TEST_CLIENT_ID,
    });
    const member = await t.inject({
      method: "GET",
      url: "/probe/member",
      headers: await headersOf("member"),
    });
    expect(member.json().principal).toEqual({
      kind: "member",
      memberId: lastMemberId,
      clientId: TEST_CLIENT_ID,
      sessionHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const merchant = await t.inject({ method: "GET", url: "/probe/read", headers: t.merchantHeaders });
    expect(merchant.json().principal).toEqual({
      kind: "merchant",
      siteId: t.config.siteId,
      keyName: "config-key-1",
    });
  });

  it("accepts the Bearer prefix", async () => {
    const token = await t.visitorToken();
    const res = await t.inject({
      method: "GET",
      url: "/probe/read",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
