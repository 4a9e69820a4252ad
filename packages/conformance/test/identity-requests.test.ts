/**
 * Identity requests side by side: the provider's published client (`@wix/sdk` OAuthStrategy with
 * `@wix/identity` and `@wix/redirects` inside) and `@vitrine/sdk/identity` make the same calls with
 * the same inputs against one local recording server; method, path, query string, body and the
 * authentication headers must be equal. Calls the provider's client cannot make in Node (the
 * hosted-pages pre-warm needs a browser) or does not have (resending a verification code) are
 * checked against the wire reference instead.
 */

import { createClient } from "@vitrine/sdk";
import {
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForExternalLogin,
  login,
  logout,
  OAuthStrategy,
  type OAuthTokens,
  processVerification,
  redirectSessionUrl,
  register,
  resendVerificationCode,
  sendPasswordResetEmail,
} from "@vitrine/sdk/identity";
import { OAuthStrategy as ProviderOAuthStrategy } from "@wix/sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { requestDiff } from "./support/request-diff.ts";

const CLIENT_ID = "client-1";
const FAR = Math.floor(Date.now() / 1000) + 3600;
const visitor: OAuthTokens = {
  accessToken: { value: "visitor-at", expiresAt: FAR },
  refreshToken: { value: "visitor-rt", role: "visitor" },
};
const oauthData = {
  redirectUri: "https://shop.example/callback",
  originalUri: "https://shop.example/cart",
  codeVerifier: "v".repeat(43),
  codeChallenge: "challenge-1",
  state: "state-1",
};

describe("identity requests match the provider's client", () => {
  const diff = requestDiff(
    {
      access_token: "new-at",
      refresh_token: "new-rt",
      expires_in: 14400,
      token_type: "Bearer",
      redirectSession: {
        id: "rs-1",
        fullUrl: "https://auth.example/authorize?rs=1",
        urlDetails: { endpoint: "https://auth.example/authorize" },
        sessionToken: "sess-1",
      },
      state: "REQUIRE_EMAIL_VERIFICATION",
      stateToken: "state-token-1",
    },
    { headers: ["authorization", "content-type"] },
  );
  const { same } = diff;
  let provider: ReturnType<typeof ProviderOAuthStrategy>;
  let vitrine: ReturnType<typeof makeVitrine>;

  function makeVitrine(origin: string) {
    return createClient({
      modules: {},
      auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: origin }),
      baseUrl: origin,
    });
  }

  beforeEach(async () => {
    provider = ProviderOAuthStrategy({ clientId: CLIENT_ID, tokens: structuredClone(visitor) });
    vitrine = makeVitrine(diff.origin);
    await vitrine.auth.setTokens(structuredClone(visitor));
  });

  it("anonymous grant", async () => {
    const sent = await same(
      () => provider.generateVisitorTokens(),
      () => vitrine.auth.generateVisitorTokens(),
    );
    expect(sent.path).toBe("/oauth2/token");
    expect(JSON.parse(sent.body)).toEqual({ clientId: CLIENT_ID, grantType: "anonymous" });
  });

  it("refresh_token grant, and the tokens it yields", async () => {
    let theirs: unknown;
    let ours: unknown;
    await same(
      async () => {
        theirs = await provider.renewToken(visitor.refreshToken as never);
      },
      async () => {
        ours = await vitrine.auth.renewToken(visitor.refreshToken);
      },
    );
    expect(ours).toEqual(theirs);
  });

  it("authorization_code grant", async () => {
    let theirs: unknown;
    let ours: unknown;
    const sent = await same(
      async () => {
        theirs = await provider.getMemberTokens("code-1", "state-1", oauthData);
      },
      async () => {
        ours = await getMemberTokens(vitrine, "code-1", "state-1", oauthData);
      },
    );
    expect(JSON.parse(sent.body)).toMatchObject({
      grantType: "authorization_code",
      codeVerifier: oauthData.codeVerifier,
    });
    expect(ours).toEqual(theirs);
  });

  it("authorized_client grant (external login)", async () => {
    const sent = await same(
      () => provider.getMemberTokensForExternalLogin("member-1", "api-key-1"),
      () => getMemberTokensForExternalLogin(vitrine, "member-1", "api-key-1"),
    );
    expect(sent.headers.authorization).toBe("visitor-at,api-key-1");
  });

  it.each([
    ["login", "fragment"],
    ["none", "web_message"],
    ["login", "query"],
  ] as const)("redirect session for auth (prompt %s, %s)", async (prompt, responseMode) => {
    let theirs: unknown;
    let ours: { authUrl: string } | undefined;
    await same(
      async () => {
        theirs = await provider.getAuthUrl(oauthData, { prompt, responseMode });
      },
      async () => {
        ours = await getAuthUrl(vitrine, oauthData, { prompt, responseMode });
      },
    );
    expect(ours).toEqual(theirs);
  });

  it("redirect session for logout, and both clear their tokens", async () => {
    let theirs: unknown;
    let ours: unknown;
    await same(
      async () => {
        theirs = await provider.logout("https://shop.example/");
      },
      async () => {
        ours = await logout(vitrine, "https://shop.example/");
      },
    );
    expect(ours).toEqual(theirs);
    expect(await vitrine.auth.getTokens()).toEqual(provider.getTokens());
  });

  it("register", async () => {
    let theirs: unknown;
    let ours: unknown;
    const params = {
      email: "ada@example.com",
      password: "secret-1",
      profile: { nickname: "Ada", firstName: "Ada" },
      captchaTokens: { recaptchaToken: "r-1", invisibleRecaptchaToken: "i-1" },
    };
    await same(
      async () => {
        theirs = await provider.register(params);
      },
      async () => {
        ours = await register(vitrine, params);
      },
    );
    expect(ours).toEqual(theirs);
  });

  it("login, then verification of the e-mailed code", async () => {
    const params = { email: "ada@example.com", password: "secret-1" };
    let theirs: unknown;
    let ours: unknown;
    await same(
      async () => {
        theirs = await provider.login(params);
      },
      async () => {
        ours = await login(vitrine, params);
      },
    );
    expect(ours).toEqual(theirs);
    const sent = await same(
      () => provider.processVerification({ verificationCode: "123456" }),
      () => processVerification(vitrine, { verificationCode: "123456" }),
    );
    expect(sent.path).toBe("/_api/iam/verification/v1/auth/verify");
  });

  it("recovery e-mail", async () => {
    const sent = await same(
      () => provider.sendPasswordResetEmail("ada@example.com", "https://shop.example/reset"),
      () => sendPasswordResetEmail(vitrine, "ada@example.com", "https://shop.example/reset"),
    );
    expect(sent.path).toBe("/_api/iam/recovery/v1/send-email");
  });

  it("resend of the code and the login redirect session follow the wire reference", async () => {
    await login(vitrine, { email: "ada@example.com", password: "secret-1" });
    diff.take();
    await resendVerificationCode(vitrine);
    await redirectSessionUrl(vitrine, { login: {} });
    const wire = diff.take().map((r) => ({ method: r.method, path: r.path, body: JSON.parse(r.body) }));
    expect(wire).toEqual([
      {
        method: "POST",
        path: "/_api/iam/verification/v1/auth/resend",
        body: { stateToken: "state-token-1" },
      },
      { method: "POST", path: "/_api/redirects-api/v1/redirect-session", body: { login: {} } },
    ]);
  });
});
