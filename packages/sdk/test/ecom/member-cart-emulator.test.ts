/**
 * A visitor's cart follows them into their account: against a listening emulator, a visitor
 * (`OAuthStrategy`) fills a cart, signs in with the SDK's redirect flow (`getAuthUrl` with a
 * session token, the hosted authorize answer followed as a browser would, `getMemberTokens`), and
 * the same client's `getCurrentCart` is now the member's cart with the visitor's lines, merged
 * into what the member's cart already held.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  TEST_API_KEY,
  TEST_ORIGIN,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { catalogReference } from "@vitrine/sdk/ecom";
import {
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForExternalLogin,
  parseFromUrl,
  signOn,
} from "@vitrine/sdk/identity";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createShopProducts, ecomClients, SHOP } from "./support/ecom-clients.ts";

let t: ListeningTestApp;
beforeEach(async () => {
  t = await listenTestApp({ shop: SHOP });
  t.config.publicUrl = t.baseUrl;
});
afterEach(() => t.close());

it("merges the visitor's cart into the member's when the visitor signs in", { timeout: 60_000 }, async () => {
  const { admin, visitor } = ecomClients(t.baseUrl);
  const { teeId, mugId } = await createShopProducts(admin);
  const identityAdmin = createClient({
    modules: { authentication: { signOn } },
    auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
    baseUrl: t.baseUrl,
  });
  const { sessionToken, identity } = await identityAdmin.authentication.signOn({ email: "ada@example.com" });

  // The member already has a mug in a cart from another device.
  const elsewhere = visitor();
  await elsewhere.auth.setTokens(
    await getMemberTokensForExternalLogin(elsewhere, identity?.id ?? "", TEST_API_KEY),
  );
  await elsewhere.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: catalogReference(mugId), quantity: 1 }],
  });

  // As a visitor on this device: a tee and another mug.
  const shopper = visitor();
  const visitorCart = await shopper.currentCart.addToCurrentCart({
    lineItems: [
      { catalogReference: catalogReference(teeId, { options: { Size: "S", Color: "Red" } }), quantity: 1 },
      { catalogReference: catalogReference(mugId), quantity: 2 },
    ],
  });
  expect(visitorCart.buyerInfo?.visitorId).toBeDefined();

  // Sign in with the session token: the hosted authorize page answers at once with the code.
  const data = await generateOAuthData(`${TEST_ORIGIN}/callback`);
  const { authUrl } = await getAuthUrl(shopper, data, {
    prompt: "none",
    responseMode: "query",
    sessionToken,
  });
  const answer = await fetch(authUrl, { redirect: "manual" });
  const { code, state } = parseFromUrl(answer.headers.get("location") ?? "", "query");
  await shopper.auth.setTokens(await getMemberTokens(shopper, code, state, data));
  expect(await shopper.auth.loggedIn()).toBe(true);

  const memberCart = await shopper.currentCart.getCurrentCart();
  expect(memberCart.buyerInfo?.memberId).toBe(identity?.id);
  const quantities = Object.fromEntries(
    (memberCart.lineItems ?? []).map((l) => [l.productName?.original, l.quantity]),
  );
  expect(quantities).toEqual({ Tee: 1, Mug: 3 });
  expect((await elsewhere.currentCart.getCurrentCart()).id).toBe(memberCart.id);
});
