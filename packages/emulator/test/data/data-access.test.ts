/**
 * Who may do what with Wix Data items, through the real app: no credential is a 401; on a public
 * collection visitors read and only the merchant (API key) writes; a collection's own permissions
 * hold (admin-only reads, members' writes, members who see and change only the items they added);
 * the merchant may name an item's `_owner`; every refusal is the provider's 403 `WDE0027` with
 * nothing written.
 */

import { memberRefreshToken } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, TEST_CLIENT_ID, type TestApp } from "../support/test-app.ts";
import { call, defineCollection, type ErrorBody, insert, query, type WireItem } from "./data-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function memberHeaders(): Promise<{ memberId: string; headers: Record<string, string> }> {
  const { memberId, refreshToken } = await memberRefreshToken(t, TEST_CLIENT_ID);
  const res = await t.inject({
    method: "POST",
    url: "/oauth2/token",
    payload: { clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken },
  });
  return { memberId, headers: { authorization: (res.json() as { access_token: string }).access_token } };
}

async function visitorHeaders() {
  return { authorization: await t.visitorToken() };
}

function insertAs(headers: Record<string, string>, collectionId: string, data: Record<string, unknown>) {
  return call<{ dataItem: WireItem } & ErrorBody>(
    t,
    "POST",
    "/wix-data/v2/items",
    { dataCollectionId: collectionId, dataItem: { data } },
    headers,
  );
}

const codeOf = (body: ErrorBody) => body.details.applicationError?.code;

describe("a public collection", () => {
  beforeEach(() => defineCollection(t, "Pages"));

  it("needs a credential", async () => {
    const res = await t.inject({
      method: "POST",
      url: "/wix-data/v2/items/query",
      payload: { dataCollectionId: "Pages" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("is read by visitors and written only by the merchant", async () => {
    const item = await insert(t, "Pages", { title: "About" });
    const visitor = await visitorHeaders();
    const read = await query(t, "Pages", {}, {}, visitor);
    expect(read.body.dataItems.map((i) => i.id)).toEqual([item.id]);

    const refused = await insertAs(visitor, "Pages", { title: "Spam" });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe("WDE0027");
    const { headers: member } = await memberHeaders();
    for (const [url, body] of [
      ["/wix-data/v2/items/update", { dataItem: { id: item.id, data: { title: "Hacked" } } }],
      ["/wix-data/v2/items/remove", { dataItemId: item.id }],
    ] as const) {
      const reply = await call<ErrorBody>(t, "POST", url, { dataCollectionId: "Pages", ...body }, member);
      expect(reply.status).toBe(403);
      expect(codeOf(reply.body)).toBe("WDE0027");
    }
    const [row] = await t.db.query<{ data: { title: string } }>("select data from data_items");
    expect(row?.data.title).toBe("About");
  });

  it("lets the merchant name an item's owner (a member's is always the member, see below)", async () => {
    const item = await insert(t, "Pages", { title: "Owned", _owner: "someone" });
    expect(item.data._owner).toBe("someone");
  });
});

describe("a collection's own permissions", () => {
  it("keeps an admin-only collection from visitors and members", async () => {
    await defineCollection(t, "Secrets", {
      permissions: { read: "ADMIN", insert: "ADMIN", update: "ADMIN", remove: "ADMIN" },
    });
    for (const headers of [await visitorHeaders(), (await memberHeaders()).headers]) {
      const reply = await query(t, "Secrets", {}, {}, headers);
      expect(reply.status).toBe(403);
      expect(codeOf(reply.body as unknown as ErrorBody)).toBe("WDE0027");
    }
    expect((await query(t, "Secrets", {})).status).toBe(200);
  });

  it("lets members add items and read, change and remove only their own", async () => {
    await defineCollection(t, "Reviews", {
      permissions: {
        read: "SITE_MEMBER_AUTHOR",
        insert: "SITE_MEMBER",
        update: "SITE_MEMBER_AUTHOR",
        remove: "SITE_MEMBER_AUTHOR",
      },
    });
    const ada = await memberHeaders();
    const bob = await memberHeaders();
    const mine = await insertAs(ada.headers, "Reviews", { text: "Great", _owner: "bob" });
    expect(mine.status).toBe(200);
    expect(mine.body.dataItem.data._owner).toBe(ada.memberId);
    await insertAs(bob.headers, "Reviews", { text: "Meh" });

    const adaSees = await query(t, "Reviews", {}, {}, ada.headers);
    expect(adaSees.body.dataItems.map((i) => i.data.text)).toEqual(["Great"]);
    const bobGets = await call<ErrorBody>(
      t,
      "GET",
      `/wix-data/v2/items/${mine.body.dataItem.id}?dataCollectionId=Reviews`,
      undefined,
      bob.headers,
    );
    expect(codeOf(bobGets.body)).toBe("WDE0073");
    const bobRemoves = await call<ErrorBody>(
      t,
      "POST",
      "/wix-data/v2/items/remove",
      { dataCollectionId: "Reviews", dataItemId: mine.body.dataItem.id },
      bob.headers,
    );
    expect(codeOf(bobRemoves.body)).toBe("WDE0027");
    const adaUpdates = await call<{ dataItem: WireItem }>(
      t,
      "POST",
      "/wix-data/v2/items/update",
      { dataCollectionId: "Reviews", dataItem: { id: mine.body.dataItem.id, data: { text: "Great!" } } },
      ada.headers,
    );
    expect(adaUpdates.body.dataItem.data).toMatchObject({ text: "Great!", _owner: ada.memberId });
    expect((await insertAs(await visitorHeaders(), "Reviews", { text: "anon" })).status).toBe(403);
    expect((await query(t, "Reviews", {})).body.dataItems).toHaveLength(2);
  });
});
