/** PKCE (RFC 7636) verifier rules, the S256 challenge, OAuth data and parsing the authorization response. */
import {
  codeChallengeS256,
  generateCodeVerifier,
  generateOAuthData,
  generatePkce,
  parseFromUrl,
} from "@vitrine/sdk/identity";
import { describe, expect, it } from "vitest";

describe("PKCE", () => {
  it("makes verifiers of 43 (default) to 128 unreserved characters", () => {
    expect(generateCodeVerifier()).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(generateCodeVerifier(128)).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(new Set(Array.from({ length: 20 }, () => generateCodeVerifier())).size).toBe(20);
  });

  it.each([42, 129, 0, 43.5])("refuses length %s with the provider's message", (length) => {
    expect(() => generateCodeVerifier(length)).toThrow(
      `Expected a length between 43 and 128. Received ${length}.`,
    );
  });

  it("computes the S256 challenge of RFC 7636 appendix B", async () => {
    expect(await codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("generates verifier, matching challenge and a distinct random state", async () => {
    const pkce = await generatePkce();
    expect(await codeChallengeS256(pkce.codeVerifier)).toBe(pkce.codeChallenge);
    expect(pkce.state).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(pkce.state).not.toBe(pkce.codeVerifier);
    const data = await generateOAuthData("https://shop.example/callback", "https://shop.example/cart");
    expect(data).toMatchObject({
      redirectUri: "https://shop.example/callback",
      originalUri: "https://shop.example/cart",
    });
    expect((await generateOAuthData("https://shop.example/callback")).originalUri).toBe("");
  });
});

describe("parseFromUrl", () => {
  it("reads code and state from the fragment (default) or the query", () => {
    expect(parseFromUrl("https://shop.example/cb#code=c1&state=s1")).toEqual({ code: "c1", state: "s1" });
    expect(parseFromUrl("https://shop.example/cb?code=c2&state=s2", "query")).toEqual({
      code: "c2",
      state: "s2",
    });
    expect(parseFromUrl("https://shop.example/cb?code=c2&state=s2")).toEqual({ code: null, state: null });
  });

  it("reads error and error_description", () => {
    expect(
      parseFromUrl("https://shop.example/cb#error=access_denied&error_description=No%20way&state=s"),
    ).toEqual({
      code: null,
      state: "s",
      error: "access_denied",
      errorDescription: "No way",
    });
  });

  it("without a URL on a server fails with a clear error, not `window is not defined`", () => {
    expect(() => parseFromUrl()).toThrow(/needs a browser/);
    try {
      parseFromUrl();
    } catch (e) {
      expect(e).toMatchObject({ name: "IdentityError", code: "BROWSER_ONLY" });
    }
  });
});
