/**
 * The abandoned checkout requests of `@vitrine/sdk/ecom` are the provider's `@wix/ecom` client's,
 * byte for byte: get by id, and search with a filter, sort and paging (offset and cursor).
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { abandonedCheckouts } from "@vitrine/sdk/ecom";
import { abandonedCheckouts as providerAbandonedCheckouts } from "@wix/ecom";
import { createClient as createProviderClient, ApiKeyStrategy as ProviderApiKey } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { requestDiff } from "./support/request-diff.ts";

describe("abandoned checkout requests match the provider's client", () => {
  const diff = requestDiff({ abandonedCheckout: { id: "a1" }, abandonedCheckouts: [], pagingMetadata: {} });
  const provider = () =>
    createProviderClient({
      modules: { abandonedCheckouts: providerAbandonedCheckouts },
      auth: ProviderApiKey({ apiKey: "test-key", siteId: "site-1" }),
    });
  const vitrine = () =>
    createClient({
      modules: { abandonedCheckouts },
      auth: ApiKeyStrategy({ apiKey: "test-key", siteId: "site-1" }),
      baseUrl: diff.origin,
    });

  it("get by id", async () => {
    const sent = await diff.same(
      () => provider().abandonedCheckouts.getAbandonedCheckout("a1"),
      () => vitrine().abandonedCheckouts.getAbandonedCheckout("a1"),
    );
    expect([sent.method, sent.path]).toEqual(["GET", "/ecom/v1/abandoned-checkout/a1"]);
  });

  it("search: filter, sort, offset paging, then a cursor", async () => {
    const search = {
      filter: { status: "RECOVERED" as const, checkoutRecoveredDate: { $gte: "2026-01-01T00:00:00.000Z" } },
      sort: [{ fieldName: "createdDate", order: "DESC" as const }],
      paging: { limit: 1, offset: 0 },
    };
    // The provider's users sort by `_createdDate`; its client renames the value to the wire's.
    const providerSort = [{ fieldName: "_createdDate" as const, order: "DESC" as const }];
    const sent = await diff.same(
      () => provider().abandonedCheckouts.searchAbandonedCheckouts({ ...search, sort: providerSort }),
      () => vitrine().abandonedCheckouts.searchAbandonedCheckouts(search),
    );
    expect([sent.method, sent.path, JSON.parse(sent.body)]).toEqual([
      "POST",
      "/ecom/v1/abandoned-checkout/search",
      { search },
    ]);
    await diff.same(
      () =>
        provider().abandonedCheckouts.searchAbandonedCheckouts({
          cursorPaging: { limit: 2, cursor: "next" },
        }),
      () =>
        vitrine().abandonedCheckouts.searchAbandonedCheckouts({ cursorPaging: { limit: 2, cursor: "next" } }),
    );
  });
});
