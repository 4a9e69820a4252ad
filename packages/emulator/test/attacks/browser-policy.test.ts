/**
 * What a browser is told: every hosted page (forms, error and expiry pages,
 * account, logout, reset, callback, mailbox, the web_message answer) carries a
 * strict Content-Security-Policy (default-src 'none', scripts and styles only by
 * a per-response nonce that every inline element carries, no inline handlers),
 * refuses framing except the web_message answer to its client's origin, and does
 * not reflect hostile query parameters. CORS headers go to configured origins
 * only, never to look-alike origins, never as `*` or with credentials.
 */

import { activeMember, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest, postForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;

/** The CSP header's directives: name → sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** Asserts the hosted-page policy on `response`; `frameOrigin` is the one origin allowed to frame it, if any. */
function expectStrictPage(
  name: string,
  response: { headers: Record<string, unknown>; body: string },
  frameOrigin?: string,
) {
  const csp = directives(response.headers["content-security-policy"]);
  const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(csp.get("script-src")?.[0] ?? "")?.[1];
  expect({ name, type: response.headers["content-type"] }).toEqual({
    name,
    type: "text/html; charset=utf-8",
  });
  expect({ name, defaultSrc: csp.get("default-src") }).toEqual({ name, defaultSrc: ["'none'"] });
  expect({ name, scriptSrc: csp.get("script-src") }).toEqual({ name, scriptSrc: [`'nonce-${nonce}'`] });
  expect({ name, styleSrc: csp.get("style-src") }).toEqual({ name, styleSrc: [`'nonce-${nonce}'`] });
  expect({ name, baseUri: csp.get("base-uri") }).toEqual({ name, baseUri: ["'none'"] });
  expect({ name, formAction: csp.get("form-action")?.[0] }).toEqual({ name, formAction: "'self'" });
  for (const target of csp.get("form-action")?.slice(1) ?? [])
    expect({ name, target }).toEqual({ name, target: TEST_ORIGIN });
  expect({ name, frameAncestors: csp.get("frame-ancestors") }).toEqual({
    name,
    frameAncestors: [frameOrigin ?? "'none'"],
  });
  expect({ name, xfo: response.headers["x-frame-options"] }).toEqual({
    name,
    xfo: frameOrigin ? undefined : "DENY",
  });
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("no-referrer");
  for (const element of response.body.match(/<(script|style)\b[^>]*>/g) ?? [])
    expect({ name, element }).toEqual({ name, element: expect.stringContaining(`nonce="${nonce}"`) });
  // Attribute values are quoted and escaped: outside them, no tag may carry an on… handler.
  const unquoted = response.body.replace(/"[^"]*"/g, '""');
  expect({ name, handlers: unquoted.match(/<[^>]+\son[a-z]+\s*=/gi) }).toEqual({ name, handlers: null });
  expect({
    name,
    reflected: response.body.includes("<script>alert") || response.body.includes("<img"),
  }).toEqual({
    name,
    reflected: false,
  });
}

describe(`hosted page policy and CORS on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: "GET", url, headers });
  const sessionUrl = async (body: Record<string, unknown>) => {
    const created = await postAsVisitor(t, SESSION, body);
    expect(created.status).toBe(200);
    return pathOf(created.body.redirectSession.fullUrl);
  };
  const authBody = (extra: Record<string, unknown> = {}, prompt = "login") => ({
    ...authorizationRequest(
      pkcePair().challenge,
      { responseMode: "fragment", responseType: undefined, scope: undefined, state: "s", ...extra },
      prompt,
    ),
    callbacks: { postFlowUrl: `${TEST_ORIGIN}/back` },
  });

  it("sends the strict policy on every hosted page, including error pages fed hostile parameters", async () => {
    const { sessionToken } = await activeMember(t, "page@example.com");
    const q = encodeURIComponent(HOSTILE);
    const authorize = await sessionUrl(authBody());
    const login = await sessionUrl({ login: {}, callbacks: { postFlowUrl: `${TEST_ORIGIN}/back` } });
    const webMessage = await sessionUrl(
      authBody({ redirectUri: undefined, responseMode: "web_message", sessionToken, state: HOSTILE }, "none"),
    );
    const pages = {
      "authorize form": await get(`${authorize}&extra=${q}`),
      "authorize form, wrong password": await postForm(t, "/_hosted/authorize", {
        sessionId: new URLSearchParams(authorize.split("?")[1]).get("sessionId") ?? "",
        csrf: "forged",
        email: HOSTILE,
        password: HOSTILE,
      }),
      "login form": await get(login),
      "unknown session": await get(`/_hosted/authorize?sessionId=${q}`),
      "unknown login session": await get(`/_hosted/login?sessionId=${q}`),
      "account, signed out": await get(await sessionUrl({ membersAccount: {} })),
      "account, unknown session": await get(`/_hosted/account?sessionId=${q}`),
      "unsupported kind": await get(await sessionUrl({ bookingsCheckout: { timezone: HOSTILE } })),
      "checkout, unknown checkout": await get(await sessionUrl({ ecomCheckout: { checkoutId: HOSTILE } })),
      "reset form, unknown token": await get(`/_hosted/reset-password?token=${q}`),
      "reset form, short password": await postForm(t, "/_hosted/reset-password", {
        token: HOSTILE,
        password: "x",
      }),
      "reset form, unknown token posted": await postForm(t, "/_hosted/reset-password", {
        token: HOSTILE,
        password: "long-enough",
      }),
      "signed out": await get(`/_api/iam/authentication/v1/logout?clientId=${TEST_CLIENT_ID}&x=${q}`),
      "logout, unknown session": await get(`/_hosted/logout?sessionId=${q}`),
      "callback, unknown state": await get(
        `/_api/iam/authentication/v1/callback?state=${q}&sessionToken=${q}`,
      ),
      "dev mailbox": await get(`/_dev/mailbox.html?to=${q}`),
      "web_message, foreign embedder": await get(webMessage, { referer: "https://evil.test/" }),
    };
    for (const [name, response] of Object.entries(pages)) expectStrictPage(name, response);
    const answer = await get(
      await sessionUrl(
        authBody(
          { redirectUri: undefined, responseMode: "web_message", sessionToken, state: HOSTILE },
          "none",
        ),
      ),
      { referer: `${TEST_ORIGIN}/shop` },
    );
    expectStrictPage("web_message answer", answer, TEST_ORIGIN);
    expect(Object.keys(pages)).toHaveLength(17);
  });

  const LOOK_ALIKES = [
    "https://evil.test",
    "http://localhost:5173.evil.test",
    "http://localhost:51730",
    "http://localhost:5173/",
    "http://localhost",
    "https://localhost:5173",
    "HTTP://LOCALHOST:5173",
    "http://evil.localhost:5173",
    "null",
    "*",
  ];

  it("gives look-alike origins no CORS headers on preflights and simple requests to any kind of route", async () => {
    const routes = [
      { method: "POST", url: "/oauth2/token", payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" } },
      { method: "POST", url: "/stores/v1/products", payload: {} },
      { method: "GET", url: "/stores-reader/v1/products/query-platformized" },
      { method: "GET", url: "/_hosted/login?sessionId=x" },
      { method: "GET", url: "/_dev/mailbox" },
    ] as const;
    for (const origin of LOOK_ALIKES)
      for (const route of routes) {
        for (const response of [
          await t.inject({ ...route, headers: { origin, ...t.merchantHeaders } }),
          await t.inject({
            method: "OPTIONS",
            url: route.url,
            headers: {
              origin,
              "access-control-request-method": route.method,
              "access-control-request-headers": "authorization",
            },
          }),
        ]) {
          const cors = Object.keys(response.headers).filter((h) => h.startsWith("access-control-"));
          expect({ origin, url: route.url, cors }).toEqual({ origin, url: route.url, cors: [] });
          expect(response.statusCode).toBeLessThan(500);
        }
      }
  });

  it("answers the configured origin exactly, never with a wildcard or credentials", async () => {
    const simple = await t.inject({ method: "GET", url: "/_dev/mailbox", headers: { origin: TEST_ORIGIN } });
    const preflight = await t.inject({
      method: "OPTIONS",
      url: "/stores/v1/products",
      headers: { origin: TEST_ORIGIN, "access-control-request-method": "POST" },
    });
    for (const response of [simple, preflight]) {
      expect(response.headers["access-control-allow-origin"]).toBe(TEST_ORIGIN);
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(String(response.headers.vary)).toContain("Origin");
    }
  });
});
