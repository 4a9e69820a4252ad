/**
 * `createSignInClient`: the sign-in flows through the light client against the real emulator over
 * HTTP (register, the mailed code, login, the failure codes; the member tokens a main client then
 * finds are proved in Chromium, direct-login.browser.test.ts), and its transport against a recording `node:http` server: each request sent once (no
 * retry of a 503), a re-send after a 401 with renewed tokens, timeouts and aborts, the same errors
 * as `createClient`, and nothing but POSTs of a JSON body.
 */

import { type ListeningTestApp, listenTestApp, TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createSignInClient,
  login,
  OAuthStrategy,
  POST_BODY_ONLY_MESSAGE,
  processVerification,
  register,
} from "../../src/identity/index.ts";
import { defineCall, isClientError, isTimeoutError } from "../../src/index.ts";

const PASSWORD = "secret-pass";

describe("sign-in client against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
  }, 60_000);
  afterEach(() => t.close());

  async function codeFor(to: string) {
    const response = await fetch(`${t.baseUrl}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  it("registers, verifies the mailed code, logs in and maps the provider's failure codes", async () => {
    const auth = OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl });
    const client = createSignInClient({ auth });
    expect(client.baseUrl).toBe(t.baseUrl);

    const first = await register(client, { email: "ada@example.com", password: PASSWORD });
    expect(first.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    const verified = await processVerification(client, {
      verificationCode: await codeFor("ada@example.com"),
    });
    expect(verified).toEqual({ loginState: "SUCCESS", data: { sessionToken: expect.any(String) } });

    const again = await register(client, { email: "ada@example.com", password: PASSWORD });
    expect(again).toMatchObject({ loginState: "FAILURE", errorCode: "emailAlreadyExists" });
    expect(await login(client, { email: "ada@example.com", password: "wrong-pass" })).toMatchObject({
      loginState: "FAILURE",
      errorCode: "invalidPassword",
    });
    const signedIn = await login(client, { email: "ada@example.com", password: PASSWORD });
    expect(signedIn).toEqual({ loginState: "SUCCESS", data: { sessionToken: expect.any(String) } });
    // Every identity call went with the strategy's visitor token.
    expect((await auth.getTokens()).refreshToken.role).toBe("visitor");
  });
});

describe("sign-in client transport", () => {
  let server: RecordingServer;
  let answers: ((res: Parameters<Parameters<RecordingServer["handle"]>[0]>[1]) => void)[];
  beforeAll(async () => {
    server = await startRecordingServer((req, res) => {
      if (req.path === "/oauth2/token") {
        const grant = (JSON.parse(req.body) as { grantType: string }).grantType;
        sendJson(res, 200, {
          access_token: `token-${server.requests.length}`,
          refresh_token: grant,
          expires_in: 3600,
        });
        return;
      }
      const answer = answers.shift();
      if (answer) answer(res);
      else sendJson(res, 200, { ok: true, at: "2026-01-02T03:04:05.000Z" }, { "x-wix-request-id": "req-ok" });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    answers = [];
    server.take();
  });

  const post = defineCall({
    method: "POST",
    path: "/write/{id}",
    request: (id: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}) => ({
      body: { id },
      ...options,
    }),
    dates: ["at"],
  });
  const read = defineCall({ method: "GET", path: "/read", request: (id: string) => ({ query: { id } }) });
  const client = (timeoutMs?: number) =>
    createSignInClient({
      auth: OAuthStrategy({ clientId: "c", baseUrl: server.origin }),
      headers: { "x-page": "sign-in" },
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  const calls = () => server.take().filter((r) => r.path !== "/oauth2/token");

  it("sends a JSON body with the page's and the strategy's headers, and revives dates", async () => {
    expect(await post(client())("p 1")).toEqual({ ok: true, at: new Date("2026-01-02T03:04:05.000Z") });
    const [sent] = calls();
    expect(sent).toMatchObject({ method: "POST", path: "/write/p%201", body: '{"id":"p 1"}' });
    expect(sent?.headers).toMatchObject({
      "content-type": "application/json",
      "x-page": "sign-in",
      authorization: expect.stringMatching(/^token-/),
    });
  });

  it("sends a request once: a 503 is the caller's ApplicationError, not retried", async () => {
    answers.push((res) =>
      sendJson(res, 503, { message: "busy" }, { "retry-after": "0", "x-wix-request-id": "r503" }),
    );
    await expect(post(client())("p1")).rejects.toMatchObject({
      name: "ApplicationError",
      status: 503,
      code: "503",
      message: "busy",
      requestId: "r503",
    });
    expect(calls()).toHaveLength(1);
  });

  it("after a 401 renews the token once and sends the request again", async () => {
    answers.push((res) => sendJson(res, 401, { message: "expired" }));
    const signIn = client();
    expect(await post(signIn)("p1")).toMatchObject({ ok: true });
    const sent = server.take();
    expect(sent.map((r) => r.path)).toEqual(["/oauth2/token", "/write/p1", "/oauth2/token", "/write/p1"]);
    expect(sent[3]?.headers.authorization).not.toBe(sent[1]?.headers.authorization);
    answers.push(
      (res) => sendJson(res, 401, { message: "expired" }),
      (res) => sendJson(res, 401, { message: "still" }),
    );
    await expect(post(signIn)("p1")).rejects.toMatchObject({ name: "ApplicationError", status: 401 });
  });

  it("fails with a TimeoutError after its timeout, and an AbortError when the caller aborts", async () => {
    answers.push((res) => setTimeout(() => sendJson(res, 200, {}), 2000));
    const error = await post(client(150))("p1").catch((e: unknown) => e);
    expect(isTimeoutError(error) && error.timeoutMs).toBe(150);
    answers.push((res) => setTimeout(() => sendJson(res, 200, {}), 2000));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("left the page")), 50);
    await expect(post(client())("p1", { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
      cause: new Error("left the page"),
    });
  });

  it("refuses anything but a POST of a JSON body to a path, before sending anything", async () => {
    const refused = [
      read(client())("x"),
      client().request({ method: "POST", path: "/write", query: { id: "x" } }),
      client().request({ method: "GET", path: "/read" }),
      client().request({ method: "post", path: "/write" }),
      client().request({ method: "POST", path: "write" }),
      client().request(undefined as never),
    ];
    for (const attempt of refused) {
      const error = await attempt.catch((e: unknown) => e);
      expect(isClientError(error) && [error.code, error.message]).toEqual([
        "POST_BODY_ONLY",
        POST_BODY_ONLY_MESSAGE,
      ]);
    }
    expect(calls()).toEqual([]);
  });
});
