/**
 * A visitor's cart becomes the member's when the visitor signs in (the
 * on-page sign-in: login with the visitor's token, then the hidden-frame
 * authorization with the session token, then the code exchange).
 */

import { pkcePair } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { authorizationRequest, exchangeCode } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createTee, errorCode, line } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`cart merge on sign-in on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    t = await startTestApp({
      memberPolicy: {
        requireEmailVerification: false,
        requireOwnerApproval: false,
        requireCaptcha: false,
        captchaTestTokens: [],
        loginFailureLimit: 5,
        loginFailureWindowSeconds: 900,
      },
    });
    tee = await createTee(t);
  });
  afterEach(() => t.close());

  /** Signs in as `email` from the visitor holding `visitorToken`; returns the member's access token. */
  async function signIn(visitorToken: string, email: string): Promise<string> {
    const login = await buyer<Loose>(t, visitorToken, "POST", "/_api/iam/authentication/v2/login", {
      loginId: { email },
      password: "secret-pass",
    });
    expect(login.body.state).toBe("SUCCESS");
    const pkce = pkcePair();
    const session = await buyer<Loose>(
      t,
      visitorToken,
      "POST",
      "/_api/redirects-api/v1/redirect-session",
      authorizationRequest(
        pkce.challenge,
        {
          redirectUri: undefined,
          responseMode: "web_message",
          state: "st",
          sessionToken: login.body.sessionToken,
        },
        "none",
      ),
    );
    const url = new URL(session.body.redirectSession.fullUrl);
    const frame = await t.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: { referer: `${TEST_ORIGIN}/sign-in` },
    });
    const code = /"code":"([^"]+)"/.exec(frame.body)?.[1];
    expect(code).toBeDefined();
    const tokens = await exchangeCode(t, code ?? "", pkce.verifier);
    return (tokens.json() as { access_token: string }).access_token;
  }

  async function member(email: string) {
    const registered = await buyer<Loose>(
      t,
      await t.visitorToken(),
      "POST",
      "/_api/iam/authentication/v2/register",
      {
        loginId: { email },
        password: "secret-pass",
      },
    );
    expect(registered.body.state).toBe("SUCCESS");
  }

  it("hands the visitor's cart to a member who has none", async () => {
    await member("ada@example.com");
    const visitor = await t.visitorToken();
    const cart = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 2, { options: { Size: "M" } })],
    });
    const memberToken = await signIn(visitor, "ada@example.com");
    const mine = await buyer<Loose>(t, memberToken, "GET", "/ecom/v1/carts/current");
    expect(mine.body.cart.id).toBe(cart.body.cart.id);
    expect(mine.body.cart.buyerInfo.memberId).toEqual(expect.any(String));
    expect(mine.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([2]);
    expect(errorCode(await buyer(t, visitor, "GET", "/ecom/v1/carts/current"))).toBe("OWNED_CART_NOT_FOUND");
  });

  it("merges the visitor's lines into the member's cart and ends the visitor's (MERGED)", async () => {
    await member("ada@example.com");
    const earlier = await t.visitorToken();
    await buyer(t, earlier, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    const memberToken = await signIn(earlier, "ada@example.com");
    const memberCart = await buyer<Loose>(t, memberToken, "GET", "/ecom/v1/carts/current");

    const visitor = await t.visitorToken();
    const visitorCart = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 2, { options: { Size: "M" } }), line(tee.id, 1, { options: { Size: "L" } })],
    });
    const again = await signIn(visitor, "ada@example.com");
    const merged = await buyer<Loose>(t, again, "GET", "/ecom/v1/carts/current");
    expect(merged.body.cart.id).toBe(memberCart.body.cart.id);
    expect(
      merged.body.cart.lineItems.map((l: Loose) => [l.descriptionLines[0].plainText.original, l.quantity]),
    ).toEqual([
      ["M", 3],
      ["L", 1],
    ]);
    const [ended] = await t.db.query<Loose>("select end_reason from carts where id = $1", [
      visitorCart.body.cart.id,
    ]);
    expect(ended?.end_reason).toBe("MERGED");
  });

  it("loses no unit when the visitor's adds race with the merge at sign-in", async () => {
    await member("ada@example.com");
    const earlier = await t.visitorToken();
    await buyer(t, earlier, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    await signIn(earlier, "ada@example.com");
    const visitor = await t.visitorToken();
    const add = () =>
      buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
        lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
      });
    await add();
    const [memberToken, ...adds] = await Promise.all([
      signIn(visitor, "ada@example.com"),
      ...Array.from({ length: 8 }, add),
    ]);
    expect(adds.map((reply) => reply.status)).toEqual(adds.map(() => 200));
    // Each add landed before the merge (merged into the member's cart) or after it (a new visitor cart).
    const mine = await buyer<Loose>(t, memberToken ?? "", "GET", "/ecom/v1/carts/current");
    const after = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    const units = (reply: { status: number; body: Loose }) =>
      reply.status === 200
        ? reply.body.cart.lineItems.reduce((sum: number, l: Loose) => sum + l.quantity, 0)
        : 0;
    expect(units(mine) + units(after)).toBe(1 + 1 + 8);
    expect(
      await t.db.query("select id from carts where ended_at is null and owner_kind = 'member'"),
    ).toHaveLength(1);
  });

  it("changes nothing when the visitor has no cart", async () => {
    await member("ada@example.com");
    const memberToken = await signIn(await t.visitorToken(), "ada@example.com");
    expect(errorCode(await buyer(t, memberToken, "GET", "/ecom/v1/carts/current"))).toBe(
      "OWNED_CART_NOT_FOUND",
    );
    expect(await t.db.query("select id from carts")).toEqual([]);
  });
});
