/**
 * Abandoned checkouts of `@vitrine/sdk/ecom` against the real emulator over HTTP: two visitors
 * leave carts with their e-mail, the emulator's clock moves past the abandonment delay, the
 * merchant buys one of them; the merchant's client then reads both by search (status filter,
 * totals, offset paging), by iteration and by id, with dates as `Date`, and a missing id fails
 * with the provider's application error.
 */

import { devClock, TEST_API_KEY, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, isApplicationError } from "@vitrine/sdk";
import { abandonedCheckouts, catalogReference } from "@vitrine/sdk/ecom";
import { describe, expect, it } from "vitest";
import { rejection } from "./support/ecom-clients.ts";
import { useEcomShop } from "./support/ecom-shop.ts";

describe("abandoned checkouts against the emulator", { timeout: 60_000 }, () => {
  const shop = useEcomShop();

  async function leaveCart(email: string) {
    const shopper = shop.visitor();
    await shopper.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(shop.mugId), quantity: 2 }],
    });
    return shopper.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB", email });
  }

  it("finds abandoned and recovered carts by search, iteration and id", async () => {
    const headers = { authorization: TEST_API_KEY, "wix-site-id": TEST_SITE_ID };
    const clock = devClock(shop.emulator.baseUrl, headers);
    const admin = createClient({
      modules: { abandonedCheckouts },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl: shop.emulator.baseUrl,
    });
    const adaCheckout = await leaveCart("ada@example.com");
    await leaveCart("lin@example.com");
    const abandonedAt = await clock.advance(2 * 3_600_000);
    await shop.admin.checkout.createOrder(adaCheckout);

    const recovered = await admin.abandonedCheckouts.searchAbandonedCheckouts({
      filter: { status: "RECOVERED" },
    });
    expect(recovered.pagingMetadata.total).toBe(1);
    const [ada] = recovered.abandonedCheckouts;
    expect(ada).toMatchObject({
      checkoutId: adaCheckout,
      status: "RECOVERED",
      buyerInfo: { email: "ada@example.com" },
      subtotalPrice: { amount: "19.00" },
    });
    // Found abandoned by the sweep the clock's move ran, at the moved time.
    const abandonedMs = ada?.createdDate?.getTime() ?? 0;
    expect(Math.abs(abandonedMs - abandonedAt.getTime())).toBeLessThan(5_000);
    expect(ada?.checkoutRecoveredDate).toBeInstanceOf(Date);

    const firstOnly = await admin.abandonedCheckouts.searchAbandonedCheckouts({
      sort: [{ fieldName: "createdDate", order: "ASC" }],
      paging: { limit: 1 },
    });
    expect([firstOnly.abandonedCheckouts.length, firstOnly.pagingMetadata.total]).toEqual([1, 2]);

    const emails: string[] = [];
    for await (const left of admin.abandonedCheckouts.iterateAbandonedCheckouts({
      cursorPaging: { limit: 1 },
    }))
      emails.push(left.buyerInfo?.email ?? "");
    expect(emails.sort()).toEqual(["ada@example.com", "lin@example.com"]);

    const byId = await admin.abandonedCheckouts.getAbandonedCheckout(ada?.id ?? "");
    expect(byId).toEqual(ada);
    const missing = await rejection(admin.abandonedCheckouts.getAbandonedCheckout("no-such-record"));
    expect(isApplicationError(missing) && [missing.status, missing.code]).toEqual([
      404,
      "ABANDONED_CHECKOUT_NOT_FOUND",
    ]);
  });
});
