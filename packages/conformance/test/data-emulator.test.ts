/**
 * The provider's published Wix Data client (`@wix/sdk` + `@wix/data` `items`), unchanged, against
 * the emulator listening on 127.0.0.1 with only its API host routed: the demo store's menus and
 * pages read as the provider's Next.js commerce template reads them (`query("Menus").include("pages")
 * .eq("slug", …)`, `query("Pages").eq("slug", …)`), its query builder's filters, sorts and paging,
 * get, insert, update, save and remove with typed results (`_id`, `Date`s), and the provider's
 * errors: `WDE0025` for a collection the store lacks (which the template tolerates), `null` from
 * get and remove of a missing item, `WDE0027` for a visitor's write.
 */

import {
  type RunningEmulator,
  startEmulator,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { items } from "@wix/data";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routeProviderTo } from "./support/route-provider.ts";

const modules = { items };

/** What the provider's client rejects with when the server answers an error envelope. */
interface ProviderFailure {
  message?: string;
  details?: { applicationError?: { code?: string } };
}

async function failureOf(call: Promise<unknown>): Promise<ProviderFailure> {
  return (await call.then(
    () => expect.fail("expected the call to fail"),
    (rejection: unknown) => rejection,
  )) as ProviderFailure;
}

describe("the provider's Wix Data client against the emulator", () => {
  let emulator: RunningEmulator;
  let restore: () => void;
  const admin = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });

  beforeAll(async () => {
    emulator = await startEmulator({ seed: "demo" });
    restore = routeProviderTo(emulator.url.replace("localhost", "127.0.0.1"));
  });
  beforeEach(() => emulator.reset());
  afterAll(async () => {
    restore();
    await emulator.stop();
  });

  it("reads the demo menus with their pages, as the commerce template's navigation does", async () => {
    const { items: menus } = await visitor()
      .items.query("Menus")
      .include("pages")
      .eq("slug", "next-js-frontend-footer-menu")
      .find();
    expect(menus).toHaveLength(1);
    const pages = (menus[0]?.pages ?? []) as { title: string; slug: string }[];
    expect(pages.map((page) => page.slug)).toEqual([
      "about",
      "faq",
      "shipping-return-policy",
      "terms-conditions",
      "privacy-policy",
    ]);
    expect(pages[0]?.title).toBe("About us");

    const { items: plain } = await visitor()
      .items.query("Menus")
      .eq("slug", "next-js-frontend-header-menu")
      .find();
    expect(plain[0]).not.toHaveProperty("pages");
  });

  it("reads a page by slug with its dates as Dates, and every page", async () => {
    const { items: found } = await visitor().items.query("Pages").eq("slug", "about").find();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ title: "About us", slug: "about", seoTitle: "About us" });
    expect(found[0]?._createdDate).toBeInstanceOf(Date);
    expect(found[0]?._updatedDate).toBeInstanceOf(Date);
    expect(String(found[0]?.body)).toContain("<p>");
    const all = await visitor().items.query("Pages").find();
    expect(all.items).toHaveLength(5);
  });

  it("fails with WDE0025 on a collection the store lacks, which the template turns into an empty menu", async () => {
    const failure = await failureOf(visitor().items.query("Blog").eq("slug", "x").find());
    expect(failure.details?.applicationError?.code).toBe("WDE0025");
    expect(failure.message).toContain("The Blog collection does not exist");
  });

  it("filters, sorts and pages with the query builder", async () => {
    const client = admin();
    for (const [name, price, tags] of [
      ["Apple", 3, ["fruit"]],
      ["banana", 1, ["fruit", "yellow"]],
      ["Carrot", 2, ["vegetable"]],
      ["Date", 5, ["fruit", "dried"]],
    ] as const) {
      await client.items.insert("Pages", { title: name, slug: name.toLowerCase(), price, tags: [...tags] });
    }
    const query = () => visitor().items.query("Pages");
    const names = (found: { items: readonly unknown[] }) =>
      found.items.map((item) => (item as { title?: unknown }).title);
    expect(names(await query().gt("price", 1).lt("price", 5).ascending("price").find())).toEqual([
      "Carrot",
      "Apple",
    ]);
    expect(names(await query().hasSome("tags", ["dried", "yellow"]).ascending("title").find())).toEqual([
      "Date",
      "banana",
    ]);
    expect(names(await query().startsWith("title", "b").find())).toEqual(["banana"]);
    expect(names(await query().isNotEmpty("price").descending("price").limit(2).find())).toEqual([
      "Date",
      "Apple",
    ]);
    const first = await query()
      .isNotEmpty("price")
      .ascending("price")
      .limit(3)
      .find({ returnTotalCount: true });
    expect(first.totalCount).toBe(4);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(names(second)).toEqual(["Date"]);
    expect(second.hasNext()).toBe(false);
    expect(await query().eq("slug", "apple").or(query().eq("slug", "carrot")).count()).toBe(2);
    expect(
      names(
        await query()
          .isNotEmpty("price")
          .not(query().hasSome("tags", ["fruit"]))
          .find(),
      ),
    ).toEqual(["Carrot"]);
  });

  it("inserts, gets, updates, saves and removes an item", async () => {
    const client = admin();
    const inserted = await client.items.insert("Pages", { title: "News", slug: "news" });
    expect(inserted._id).toEqual(expect.any(String));
    expect(inserted._createdDate).toBeInstanceOf(Date);
    const id = inserted._id;

    expect(await visitor().items.get("Pages", id)).toMatchObject({ _id: id, title: "News" });
    const updated = await client.items.update("Pages", { _id: id, title: "Latest news", slug: "news" });
    expect(updated).toMatchObject({ _id: id, title: "Latest news" });
    expect(updated._createdDate?.getTime()).toBe(inserted._createdDate?.getTime());
    const saved = await client.items.save("Pages", { _id: "fixed-id", title: "Saved", slug: "saved" });
    expect(saved._id).toBe("fixed-id");

    const removed = await client.items.remove("Pages", id);
    expect(removed).toMatchObject({ _id: id, title: "Latest news" });
    expect(await client.items.get("Pages", id)).toBeNull();
    expect(await client.items.remove("Pages", id)).toBeNull();
  });

  it("refuses a visitor's insert with WDE0027 and keeps nothing", async () => {
    const failure = await failureOf(visitor().items.insert("Pages", { title: "Spam", slug: "spam" }));
    expect(failure.details?.applicationError?.code).toBe("WDE0027");
    expect((await visitor().items.query("Pages").eq("slug", "spam").find()).items).toEqual([]);
  });
});
