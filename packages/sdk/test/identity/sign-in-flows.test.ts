/**
 * Sign-in flows over real HTTP against a scripted identity server (the emulator's identity
 * endpoints are not there yet): the state machine of register, login and verification, failure
 * codes, redirect sessions, the code exchange, logout, recovery e-mail, external login, and the
 * clear errors of browser-only flows on a server.
 */
import { createClient } from "@vitrine/sdk";
import {
  currentLoginState,
  EMPTY_TOKENS,
  getAuthUrl,
  getMembersAccountUrl,
  getMemberTokens,
  getMemberTokensForDirectLogin,
  getMemberTokensForExternalLogin,
  getProductPageUrl,
  login,
  logout,
  OAuthStrategy,
  processVerification,
  register,
  resendVerificationCode,
  sendPasswordResetEmail,
  sessions,
} from "@vitrine/sdk/identity";
import { type RecordedRequest, type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const TOKENS = {
  access_token: "visitor-at",
  refresh_token: "visitor-rt",
  expires_in: 14400,
  token_type: "Bearer",
};

describe("sign-in flows", () => {
  let server: RecordingServer;
  let answers: Map<string, { status: number; body: unknown }>;
  let client: ReturnType<typeof makeClient>;

  function makeClient(origin: string) {
    return createClient({
      modules: {},
      auth: OAuthStrategy({ clientId: "client-1", baseUrl: origin }),
      baseUrl: origin,
      retry: false,
    });
  }
  const answer = (path: string, status: number, body: unknown) => answers.set(path, { status, body });
  const sent = (path: string) =>
    server.requests.filter((r) => r.path === path).map((r: RecordedRequest) => JSON.parse(r.body || "null"));

  beforeEach(async () => {
    answers = new Map([["/oauth2/token", { status: 200, body: TOKENS }]]);
    server = await startRecordingServer((req, res) => {
      const a = answers.get(req.path) ?? { status: 404, body: { message: "no route" } };
      sendJson(res, a.status, a.body, { "x-wix-request-id": "req-1" });
    });
    client = makeClient(server.origin);
  });
  afterEach(() => server.close());

  it("register SUCCESS gives the session token; the request carries login id, password, profile and captcha", async () => {
    answer("/_api/iam/authentication/v2/register", 200, { state: "SUCCESS", sessionToken: "st-1" });
    const result = await register(client, {
      email: "ada@example.com",
      password: "pw",
      profile: { nickname: "Ada" },
      captchaTokens: { recaptchaToken: "r", invisibleRecaptchaToken: "i" },
    });
    expect(result).toEqual({ loginState: "SUCCESS", data: { sessionToken: "st-1" } });
    expect(sent("/_api/iam/authentication/v2/register")).toEqual([
      {
        loginId: { email: "ada@example.com" },
        password: "pw",
        profile: { nickname: "Ada" },
        captchaTokens: [{ Recaptcha: "r", InvisibleRecaptcha: "i" }],
      },
    ]);
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ["/oauth2/token", undefined],
      ["/_api/iam/authentication/v2/register", "visitor-at"],
    ]);
  });

  it("maps owner approval, e-mail verification (keeping the state token) and unknown states", async () => {
    answer("/_api/iam/authentication/v2/login", 200, { state: "REQUIRE_OWNER_APPROVAL" });
    expect(await login(client, { email: "a@b.c", password: "p" })).toEqual({
      loginState: "OWNER_APPROVAL_REQUIRED",
    });
    answer("/_api/iam/authentication/v2/login", 200, { state: "STATUS_CHECK" });
    expect(await login(client, { email: "a@b.c", password: "p" })).toEqual({
      loginState: "FAILURE",
      error: "Unknown _state",
    });
    answer("/_api/iam/authentication/v2/login", 200, {
      state: "REQUIRE_EMAIL_VERIFICATION",
      stateToken: "state-1",
    });
    const pending = await login(client, { email: "a@b.c", password: "p" });
    expect(pending).toEqual({ loginState: "EMAIL_VERIFICATION_REQUIRED", data: { stateToken: "state-1" } });
    expect(currentLoginState(client.auth)).toEqual(pending);
  });

  it("processVerification continues only from EMAIL_VERIFICATION_REQUIRED; resend sends the state token", async () => {
    expect(await processVerification(client, { verificationCode: "1" })).toEqual({
      loginState: "FAILURE",
      error: "Unknown _state",
    });
    expect(await resendVerificationCode(client)).toBe(false);
    expect(sent("/_api/iam/verification/v1/auth/verify")).toEqual([]);
    answer("/_api/iam/authentication/v2/register", 200, {
      state: "REQUIRE_EMAIL_VERIFICATION",
      stateToken: "state-2",
    });
    await register(client, { email: "a@b.c", password: "p" });
    answer("/_api/iam/verification/v1/auth/resend", 200, {});
    expect(await resendVerificationCode(client)).toBe(true);
    answer("/_api/iam/verification/v1/auth/verify", 200, { state: "SUCCESS", sessionToken: "st-2" });
    expect(await processVerification(client, { verificationCode: "123456" })).toEqual({
      loginState: "SUCCESS",
      data: { sessionToken: "st-2" },
    });
    expect(sent("/_api/iam/verification/v1/auth/verify")).toEqual([
      { code: "123456", stateToken: "state-2" },
    ]);
    expect(sent("/_api/iam/verification/v1/auth/resend")).toEqual([{ stateToken: "state-2" }]);
    expect(currentLoginState(client.auth)).toEqual({ loginState: "INITIAL" });
  });

  it.each([
    [
      {
        message: "bad",
        details: {
          validationError: {
            fieldViolations: [
              { field: "loginId.email", description: "not an e-mail", data: { type: "EMAIL" } },
            ],
          },
        },
      },
      400,
      { error: "not an e-mail", errorCode: "invalidEmail" },
    ],
    [
      { message: "captcha missing", details: { applicationError: { code: "-19971" } } },
      400,
      { error: "captcha missing", errorCode: "missingCaptchaToken" },
    ],
    [
      { message: "exists", details: { applicationError: { code: "-19995" } } },
      409,
      { error: "exists", errorCode: "emailAlreadyExists" },
    ],
    [
      { message: "captcha bad", details: { applicationError: { code: "-19970" } } },
      400,
      { error: "captcha bad", errorCode: "invalidCaptchaToken" },
    ],
    [{ message: "other", details: { applicationError: { code: "-1" } } }, 400, { error: "other" }],
  ])("register failure %#", async (body, status, expected) => {
    answer("/_api/iam/authentication/v2/register", status, body);
    expect(await register(client, { email: "a@b.c", password: "p" })).toEqual({
      loginState: "FAILURE",
      ...expected,
    });
  });

  it.each([
    ["-19971", "missingCaptchaToken"],
    ["-19970", "invalidCaptchaToken"],
    ["-19976", "invalidPassword"],
    ["-19973", "resetPassword"],
    ["-19999", "invalidEmail"],
  ])("login failure %s → %s", async (code, errorCode) => {
    answer("/_api/iam/authentication/v2/login", 400, {
      message: "no",
      details: { applicationError: { code } },
    });
    expect(await login(client, { email: "a@b.c", password: "p" })).toEqual({
      loginState: "FAILURE",
      error: "no",
      errorCode,
    });
  });

  it("getAuthUrl creates an auth redirect session with PKCE and scope offline_access", async () => {
    answer("/_api/redirects-api/v1/redirect-session", 200, {
      redirectSession: {
        id: "rs",
        fullUrl: "https://auth.example/authorize?x=1",
        urlDetails: { endpoint: "https://auth.example/authorize" },
        sessionToken: "sess",
      },
    });
    const data = {
      redirectUri: "https://shop.example/cb",
      originalUri: "",
      codeVerifier: "v",
      codeChallenge: "c",
      state: "s",
    };
    expect(
      await getAuthUrl(client, data, { prompt: "none", responseMode: "query", sessionToken: "tok" }),
    ).toEqual({
      authUrl: "https://auth.example/authorize?x=1",
      authorizationEndpoint: "https://auth.example/authorize",
      sessionToken: "sess",
    });
    expect(sent("/_api/redirects-api/v1/redirect-session")).toEqual([
      {
        auth: {
          authRequest: {
            redirectUri: "https://shop.example/cb",
            clientId: "client-1",
            codeChallenge: "c",
            codeChallengeMethod: "S256",
            responseMode: "query",
            responseType: "code",
            scope: "offline_access",
            state: "s",
            sessionToken: "tok",
          },
          prompt: "none",
        },
      },
    ]);
  });

  it("a redirect session without a URL fails with `No redirect URL found`", async () => {
    answer("/_api/redirects-api/v1/redirect-session", 200, { redirectSession: {} });
    await expect(getProductPageUrl(client, "shirt")).rejects.toMatchObject({
      code: "NO_REDIRECT_URL",
      message: "No redirect URL found",
    });
  });

  it("getMemberTokens checks code and state, then exchanges the code with the verifier", async () => {
    const data = {
      redirectUri: "https://shop.example/cb",
      originalUri: "",
      codeVerifier: "ver",
      codeChallenge: "c",
      state: "s",
    };
    await expect(getMemberTokens(client, null, "s", data)).rejects.toThrow("Missing code or _state");
    await expect(getMemberTokens(client, "code", "", data)).rejects.toThrow("Missing code or _state");
    await expect(getMemberTokens(client, "code", "other", data)).rejects.toThrow("Invalid _state");
    expect(server.requests).toHaveLength(0);
    answer("/oauth2/token", 200, { ...TOKENS, access_token: "member-at", refresh_token: "member-rt" });
    const tokens = await getMemberTokens(client, "code", "s", data);
    expect(tokens.refreshToken).toEqual({ value: "member-rt", role: "member" });
    expect(sent("/oauth2/token")).toEqual([
      {
        clientId: "client-1",
        grantType: "authorization_code",
        redirectUri: "https://shop.example/cb",
        code: "code",
        codeVerifier: "ver",
      },
    ]);
  });

  it("logout returns the logout URL and clears the tokens", async () => {
    await client.auth.setTokens({
      accessToken: { value: "m", expiresAt: 2e9 },
      refreshToken: { value: "r", role: "member" },
    });
    answer("/_api/redirects-api/v1/redirect-session", 200, {
      redirectSession: { fullUrl: "https://auth.example/logout" },
    });
    expect(await logout(client, "https://shop.example/")).toEqual({
      logoutUrl: "https://auth.example/logout",
    });
    expect(await client.auth.getTokens()).toEqual(EMPTY_TOKENS);
    expect(sent("/_api/redirects-api/v1/redirect-session")).toEqual([
      { logout: { clientId: "client-1" }, callbacks: { postFlowUrl: "https://shop.example/" } },
    ]);
  });

  it("sendPasswordResetEmail and the members-account redirect send what the wire reference says", async () => {
    answer("/_api/iam/recovery/v1/send-email", 200, {});
    await sendPasswordResetEmail(client, "a@b.c", "https://shop.example/reset");
    expect(sent("/_api/iam/recovery/v1/send-email")).toEqual([
      { email: "a@b.c", redirect: { url: "https://shop.example/reset", clientId: "client-1" } },
    ]);
    answer("/_api/redirects-api/v1/redirect-session", 200, {
      redirectSession: { fullUrl: "https://auth.example/account" },
    });
    expect(await getMembersAccountUrl(client, "ORDERS", { postFlowUrl: "https://shop.example/" })).toBe(
      "https://auth.example/account",
    );
    expect(sent("/_api/redirects-api/v1/redirect-session")).toEqual([
      { membersAccount: { section: "ORDERS" }, callbacks: { postFlowUrl: "https://shop.example/" } },
    ]);
  });

  it("getMemberTokensForExternalLogin sends the authorized_client grant with visitor token and API key", async () => {
    const tokens = await getMemberTokensForExternalLogin(client, "member-1", "api-key");
    expect(tokens.refreshToken.role).toBe("member");
    const exchange = server.requests.filter((r) => r.path === "/oauth2/token")[1];
    expect(JSON.parse(exchange?.body ?? "")).toEqual({
      grant_type: "authorized_client",
      scope: "offline_access",
      member_id: "member-1",
    });
    expect(exchange?.headers.authorization).toBe("visitor-at,api-key");
  });

  it("browser-only flows fail on a server with a clear error and send nothing", async () => {
    await expect(getMemberTokensForDirectLogin(client, "st")).rejects.toMatchObject({
      code: "BROWSER_ONLY",
      message: "getMemberTokensForDirectLogin needs a browser",
    });
    await expect(sessions.syncToHostedPages(client)).rejects.toMatchObject({ code: "BROWSER_ONLY" });
    expect(() => sessions.isSynced(client)).toThrow(/needs a browser/);
    expect(server.requests).toHaveLength(0);
  });

  it("isSynced remembers a sync for 7 days on an injectable clock", () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    expect(sessions.isSynced(client, { storage, now: () => 1000 })).toBe(false);
    items.set("vitrine.hostedPagesSync.client-1", "1000");
    expect(sessions.isSynced(client, { storage, now: () => 1000 + 604_799_999 })).toBe(true);
    expect(sessions.isSynced(client, { storage, now: () => 1000 + 604_800_000 })).toBe(false);
  });
});
