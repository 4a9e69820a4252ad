/**
 * Every privileged endpoint of the registry (`src/endpoints.ts`), so a new write
 * is covered the day it is added: merchant-only calls refuse visitor and member
 * tokens (403), forged tokens (401) and an API key of another site (403);
 * member-only calls refuse visitors, merchants and forged tokens. Nothing is
 * written by a refused call (no product, collection, member or outbox row).
 */

import type { Endpoint } from "@vitrine/emulator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: walks the registry of every endpoint
import { endpoints } from "../../src/endpoints.ts";
import { startTestApp, TEST_CLIENT_ID, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { foreignSiteApiKey, forgedTokens, memberAccessToken } from "./attack-credentials.ts";

const OTHER_SITE = "another-site";
const merchantOnly = endpoints.filter((endpoint) => endpoint.access === "write");
const memberOnly = endpoints.filter((endpoint) => endpoint.access === "member");

/** The endpoint's path with every `{param}` filled in. */
const urlOf = (endpoint: Endpoint) => endpoint.path.replace(/\{[^}]+\}/g, "attack-target");

/** Rows a refused call must not have added. */
const WATCHED_TABLES = ["products", "collections", "identities", "outbox", "webhook_subscriptions"];

describe(`privileged endpoints refuse the wrong credential on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of WATCHED_TABLES) {
      const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = row?.n ?? -1;
    }
    return counts;
  }

  /** Calls every endpoint with `headers`; returns `path → status/code` for the ones not answering `status`. */
  async function statusesOf(list: readonly Endpoint[], headers: Record<string, string>) {
    const answers: Record<string, { status: number; code: string | undefined }> = {};
    for (const endpoint of list) {
      const response = await t.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        headers,
        ...(endpoint.method === "GET" ? {} : { payload: {} }),
      });
      expect(response.headers["x-wix-request-id"]).toBeTruthy();
      answers[`${endpoint.method} ${endpoint.path}`] = {
        status: response.statusCode,
        code: response.json().details?.applicationError?.code,
      };
    }
    return answers;
  }

  const expectAll = (
    answers: Record<string, { status: number; code: string | undefined }>,
    status: number,
    code: string,
  ) => {
    for (const [route, answer] of Object.entries(answers))
      expect({ route, ...answer }).toEqual({ route, status, code });
  };

  it("covers the registry: every catalogue and webhook write, and change-password", () => {
    expect(merchantOnly.length).toBeGreaterThanOrEqual(20);
    expect(memberOnly.map((e) => e.path)).toContain("/_api/iam/authentication/v2/change-password");
    // A state-changing catalogue route marked anything but "write" would let visitors in.
    const catalogueWrites = endpoints.filter(
      (e) => e.path.startsWith("/stores/v1/") && e.method !== "GET" && !e.path.startsWith("/stores-reader/"),
    );
    expect(catalogueWrites.filter((e) => e.access !== "write")).toEqual([]);
  });

  it("answers a visitor token on every merchant-only call with 403 and writes nothing", async () => {
    const before = await rowCounts();
    expectAll(
      await statusesOf(merchantOnly, { authorization: await t.visitorToken() }),
      403,
      "PERMISSION_DENIED",
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("answers a member token on every merchant-only call with 403 and writes nothing", async () => {
    const token = await memberAccessToken(t, TEST_CLIENT_ID);
    const before = await rowCounts();
    expectAll(await statusesOf(merchantOnly, { authorization: `Bearer ${token}` }), 403, "PERMISSION_DENIED");
    expect(await rowCounts()).toEqual(before);
  });

  it("answers an API key of another site with 403, whichever site the request names", async () => {
    const key = await foreignSiteApiKey(t, OTHER_SITE);
    const before = await rowCounts();
    for (const siteId of [OTHER_SITE, t.config.siteId])
      expectAll(
        await statusesOf(merchantOnly, { authorization: key, "wix-site-id": siteId }),
        403,
        "PERMISSION_DENIED",
      );
    expectAll(await statusesOf(merchantOnly, { authorization: key }), 401, "UNAUTHENTICATED");
    expect(await rowCounts()).toEqual(before);
  });

  it("answers every forged token on merchant- and member-only calls with 401", async () => {
    const before = await rowCounts();
    for (const [attack, token] of Object.entries(await forgedTokens(t, TEST_CLIENT_ID))) {
      const answers = await statusesOf([...merchantOnly, ...memberOnly], { authorization: token });
      for (const [route, answer] of Object.entries(answers))
        expect({ attack, route, ...answer }).toEqual({ attack, route, status: 401, code: "UNAUTHENTICATED" });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("answers a visitor token or a merchant key on member-only calls with 403", async () => {
    expectAll(
      await statusesOf(memberOnly, { authorization: await t.visitorToken() }),
      403,
      "PERMISSION_DENIED",
    );
    expectAll(await statusesOf(memberOnly, t.merchantHeaders), 403, "PERMISSION_DENIED");
  });

  it("lets the right credential through (the refusals above are about the credential)", async () => {
    const created = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: t.merchantHeaders,
      payload: { product: { name: "Genuine", productType: "physical", priceData: { price: 5 } } },
    });
    expect(created.statusCode).toBe(200);
    const token = await memberAccessToken(t, TEST_CLIENT_ID);
    const changed = await t.inject({
      method: "POST",
      url: "/_api/iam/authentication/v2/change-password",
      headers: { authorization: token },
      payload: { newPassword: "x" },
    });
    // member-1 has no identity row: past the access check, the handler says so.
    expect(changed.statusCode).not.toBe(401);
    expect(changed.statusCode).not.toBe(403);
  });
});
