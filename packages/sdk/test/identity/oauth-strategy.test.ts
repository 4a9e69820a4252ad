/**
 * OAuthStrategy against the real emulator over HTTP: visitor tokens, early renewal, single-flight
 * renewal counted at the emulator, fallback to visitor tokens with `sessionExpired` when member
 * tokens are refused, token-endpoint errors, retries after a 401, storages.
 */
import type { IncomingMessage } from "node:http";
import type { Endpoint } from "@vitrine/emulator";
import { type ListeningTestApp, listenTestApp, TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { createClient } from "@vitrine/sdk";
import { headerCookieJar, memoryStorage } from "@vitrine/sdk/cookies";
import {
  cookieTokenStorage,
  EMPTY_TOKENS,
  localTokenStorage,
  OAuthStrategy,
  type OAuthTokens,
  TOKEN_REQUEST_FAILED,
} from "@vitrine/sdk/identity";
import { closedOrigin, type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const whoami: Endpoint = {
  method: "GET",
  path: "/probe/whoami",
  access: "read",
  handle: async (input) => ({ principal: input.principal }),
};

describe("OAuthStrategy against the emulator", () => {
  let t: ListeningTestApp;
  let grants: string[];
  let nowMs: number;
  const now = () => nowMs;

  beforeEach(async () => {
    t = await listenTestApp({}, { extraEndpoints: [whoami] });
    grants = [];
    nowMs = Date.now();
    t.app.server.on("request", (req: IncomingMessage) => {
      if (req.url === "/oauth2/token") grants.push(req.method ?? "");
    });
  });
  afterEach(() => t.close());

  const strategy = (options: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) =>
    OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl, now, ...options });

  it("fetches visitor tokens on first use and reuses them while fresh", async () => {
    const auth = strategy();
    const changes: OAuthTokens[] = [];
    auth.onTokensChange((tokens) => changes.push(tokens));
    const { headers } = await auth.getAuthHeaders();
    expect(headers.Authorization).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const tokens = await auth.getTokens();
    expect(tokens.refreshToken.role).toBe("visitor");
    expect(tokens.accessToken.expiresAt).toBe(Math.floor(nowMs / 1000) + 14_400);
    expect(changes).toEqual([tokens]);
    expect(await auth.loggedIn()).toBe(false);
    await auth.getAuthHeaders();
    expect(grants).toHaveLength(1);
  });

  it("renews inside the early margin (default 60 s), and not before", async () => {
    const auth = strategy();
    await auth.getAuthHeaders();
    const first = await auth.getTokens();
    nowMs += (14_400 - 61) * 1000;
    await auth.getAuthHeaders();
    expect(grants).toHaveLength(1);
    nowMs += 2000;
    await auth.getAuthHeaders();
    expect(grants).toHaveLength(2);
    const second = await auth.getTokens();
    expect(second.refreshToken).toEqual(first.refreshToken);
    expect(second.accessToken.value).not.toBe(first.accessToken.value);
  });

  it("honours a configured early margin", async () => {
    const auth = strategy({ earlyRenewalSeconds: 3600 });
    await auth.getAuthHeaders();
    nowMs += (14_400 - 3599) * 1000;
    await auth.getAuthHeaders();
    expect(grants).toHaveLength(2);
  });

  it("50 concurrent calls with an expired token make exactly one token request", async () => {
    const auth = strategy();
    await auth.getAuthHeaders();
    const before = await auth.getTokens();
    grants.length = 0;
    nowMs += 5 * 3600 * 1000;
    const client = createClient({ modules: {}, auth, baseUrl: t.baseUrl });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.request<{ principal: { kind: string } }>({ method: "GET", path: "/probe/whoami" }),
      ),
    );
    expect(grants).toEqual(["POST"]);
    expect(answers.every((a) => a.principal.kind === "visitor")).toBe(true);
    expect((await auth.getTokens()).refreshToken).toEqual(before.refreshToken);
  });

  it("a refused member refresh token emits sessionExpired first, then falls back to visitor tokens", async () => {
    const member: OAuthTokens = {
      accessToken: { value: "expired", expiresAt: 0 },
      refreshToken: { value: "not-a-known-refresh-token", role: "member" },
    };
    const auth = strategy({ tokens: member });
    const events: string[] = [];
    let lost: OAuthTokens | undefined;
    auth.onSessionExpired((tokens) => {
      lost = tokens;
      events.push("sessionExpired");
    });
    auth.onTokensChange((tokens, previous) =>
      events.push(`change ${previous.refreshToken.role}→${tokens.refreshToken.role}`),
    );
    const { headers } = await auth.getAuthHeaders();
    expect(events).toEqual(["sessionExpired", "change member→visitor"]);
    expect(lost).toEqual(member);
    expect(grants).toHaveLength(2);
    expect(headers.Authorization).toBe((await auth.getTokens()).accessToken.value);
    expect(await auth.loggedIn()).toBe(false);
  });

  it("a refused visitor refresh token falls back silently", async () => {
    const auth = strategy({
      tokens: { ...EMPTY_TOKENS, refreshToken: { value: "unknown", role: "visitor" } },
    });
    let expired = 0;
    auth.onSessionExpired(() => expired++);
    await auth.getAuthHeaders();
    expect(expired).toBe(0);
    expect((await auth.getTokens()).refreshToken.role).toBe("visitor");
  });

  it("a member refresh token that was lost (empty) also reports sessionExpired", async () => {
    const auth = strategy({ tokens: { ...EMPTY_TOKENS, refreshToken: { value: "", role: "member" } } });
    let expired = 0;
    auth.onSessionExpired(() => expired++);
    await auth.getAuthHeaders();
    expect(expired).toBe(1);
    expect(grants).toHaveLength(1);
  });

  it("generateVisitorTokens returns valid tokens as they are, renews, or starts anew", async () => {
    const auth = strategy();
    const fresh = await auth.generateVisitorTokens();
    expect(fresh.refreshToken.role).toBe("visitor");
    expect(await auth.generateVisitorTokens(fresh)).toBe(fresh);
    const renewed = await auth.generateVisitorTokens({ refreshToken: fresh.refreshToken });
    expect(renewed.refreshToken).toEqual(fresh.refreshToken);
    const direct = await auth.renewToken(fresh.refreshToken);
    expect(direct.refreshToken).toBe(fresh.refreshToken);
    expect(grants).toHaveLength(3);
    expect(await auth.getTokens()).toEqual(EMPTY_TOKENS);
  });

  it("fails with the provider's message, status text, request id and the server's body", async () => {
    const auth = strategy({ clientId: "unknown-client" });
    const error = await auth.getAuthHeaders().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "ApiError", code: TOKEN_REQUEST_FAILED, status: 401 });
    const { message, requestId } = error as { message: string; requestId: string };
    expect(requestId).toMatch(/.+/);
    expect(message).toBe(
      `Failed to fetch tokens from OAuth API: Unauthorized. request id: ${requestId}. Response: {"error":"invalid_client","error_description":"Unknown OAuth client."}`,
    );
  });

  it("after a 401 renews once and sends the call again", async () => {
    const valid = await strategy().generateVisitorTokens();
    grants.length = 0;
    const auth = strategy({
      tokens: {
        accessToken: { value: "a.b.c", expiresAt: Math.floor(nowMs / 1000) + 3600 },
        refreshToken: valid.refreshToken,
      },
    });
    const client = createClient({ modules: {}, auth, baseUrl: t.baseUrl });
    const answer = await client.request<{ principal: { kind: string } }>({
      method: "GET",
      path: "/probe/whoami",
    });
    expect(answer.principal.kind).toBe("visitor");
    expect(grants).toHaveLength(1);
  });

  it("setTokens stores and notifies; member tokens make loggedIn true", async () => {
    const storage = memoryStorage<OAuthTokens>();
    const auth = strategy({ tokenStorage: storage });
    const member: OAuthTokens = {
      accessToken: { value: "x", expiresAt: 1 },
      refreshToken: { value: "r", role: "member" },
    };
    const seen: OAuthTokens[] = [];
    const stop = auth.onTokensChange((tokens) => seen.push(tokens));
    await auth.setTokens(member);
    stop();
    await auth.setTokens(EMPTY_TOKENS);
    expect(seen).toEqual([member]);
    expect(storage.getTokens()).toEqual(EMPTY_TOKENS);
    await auth.setTokens(member);
    expect(await auth.loggedIn()).toBe(true);
  });

  it("keeps tokens in a server-side cookie jar (path /) and in a namespaced Web Storage", async () => {
    const jar = headerCookieJar(undefined);
    const auth = strategy({ tokenStorage: cookieTokenStorage({ jar, name: "shop_tokens" }) });
    await auth.getAuthHeaders();
    expect(jar.setCookieHeaders[0]).toMatch(/^shop_tokens=.+; Path=\//);
    const items = new Map<string, string>();
    const webStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    const local = strategy({ tokenStorage: localTokenStorage(TEST_CLIENT_ID, { storage: webStorage }) });
    await local.getAuthHeaders();
    expect([...items.keys()]).toEqual([`vitrine.tokens.${TEST_CLIENT_ID}`]);
  });

  it("renews under the storage's lock, once for many calls, and reads fresh tokens without it", async () => {
    const held: string[] = [];
    const storage = memoryStorage<OAuthTokens>();
    const auth = strategy({
      tokenStorage: {
        ...storage,
        async lock(task) {
          held.push("lock");
          try {
            return await task();
          } finally {
            held.push("unlock");
          }
        },
      },
    });
    await Promise.all(Array.from({ length: 5 }, () => auth.getAuthHeaders()));
    await auth.getAuthHeaders();
    expect(held).toEqual(["lock", "unlock"]);
    expect(grants).toHaveLength(1);
  });

  it("gives the storages that tabs share a named Web Lock, and a server's cookie jar none", async () => {
    const names: string[] = [];
    const locks = {
      request: <T>(name: string, callback: () => Promise<T>) => {
        names.push(name);
        return callback();
      },
    };
    const items = new Map<string, string>();
    const webStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    await strategy({
      tokenStorage: localTokenStorage("shop", { storage: webStorage, locks }),
    }).getAuthHeaders();
    const unlocked = localTokenStorage("other", { storage: webStorage, locks: false });
    await strategy({ tokenStorage: unlocked }).getAuthHeaders();
    expect(names).toEqual(["vitrine.tokens.shop"]);
    expect([...items.keys()]).toEqual(["vitrine.tokens.shop", "vitrine.tokens.other"]);
    expect(cookieTokenStorage({ jar: headerCookieJar(undefined), locks }).lock).toBeUndefined();
    expect(memoryStorage()).not.toHaveProperty("lock");
  });
});

describe("OAuthStrategy when the token endpoint is unreachable or failing", () => {
  let server: RecordingServer;
  beforeEach(async () => {
    server = await startRecordingServer((_req, res) =>
      sendJson(res, 503, { message: "down" }, { "x-wix-request-id": "r-503" }),
    );
  });
  afterEach(() => server.close());

  const member: OAuthTokens = {
    accessToken: { value: "old", expiresAt: 0 },
    refreshToken: { value: "r", role: "member" },
  };

  it("keeps member tokens and rejects on a 5xx answer (no silent downgrade)", async () => {
    const auth = OAuthStrategy({ clientId: "c", baseUrl: server.origin, tokens: member });
    let expired = 0;
    auth.onSessionExpired(() => expired++);
    await expect(auth.getAuthHeaders()).rejects.toThrow(
      'Failed to fetch tokens from OAuth API: Service Unavailable. request id: r-503. Response: {"message":"down"}',
    );
    expect(expired).toBe(0);
    expect(await auth.getTokens()).toEqual(member);
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { clientId: "c", grantType: "refresh_token", refreshToken: "r" },
    ]);
  });

  it("keeps member tokens and rejects on a network failure", async () => {
    const auth = OAuthStrategy({
      clientId: "c",
      baseUrl: await closedOrigin(),
      tokens: member,
    });
    await expect(auth.getAuthHeaders()).rejects.toThrow();
    expect(await auth.getTokens()).toEqual(member);
  });

  it("omits the response part when the answer has no JSON body", async () => {
    server.handle((_req, res) => {
      res.writeHead(500, { "x-wix-request-id": "r-500" });
      res.end();
    });
    const auth = OAuthStrategy({ clientId: "c", baseUrl: server.origin });
    await expect(auth.getAuthHeaders()).rejects.toThrow(
      /^Failed to fetch tokens from OAuth API: Internal Server Error\. request id: r-500\.$/,
    );
  });
});
