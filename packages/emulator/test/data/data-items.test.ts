/**
 * The Wix Data item calls through the real app, on both databases: insert,
 * get, update (fields replaced, creation kept), save (insert or update),
 * remove; the system fields the store sets; the provider's `WDE` failures for
 * a missing collection or item and a taken id, validation failures naming the
 * field; nothing written by a failed call.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { call, defineCollection, type ErrorBody, insert, type WireItem } from "./data-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await defineCollection(t, "Notes");
});
afterEach(() => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function storedCount(): Promise<number> {
  const [row] = await t.db.query<{ n: string | number }>("select count(*) as n from data_items");
  return Number(row?.n);
}

describe("one item at a time", () => {
  it("inserts an item with the system fields and reads it back", async () => {
    const item = await insert(t, "Notes", {
      title: "First",
      tags: ["a", "b"],
      due: { $date: "2026-03-01T10:00:00Z" },
    });
    expect(item.dataCollectionId).toBe("Notes");
    expect(item.data).toMatchObject({
      _id: item.id,
      _owner: "site-owner",
      title: "First",
      tags: ["a", "b"],
      due: { $date: "2026-03-01T10:00:00.000Z" },
    });
    expect((item.data._createdDate as { $date: string }).$date).toMatch(ISO);
    expect(item.data._updatedDate).toEqual(item.data._createdDate);

    const read = await call<{ dataItem: WireItem }>(
      t,
      "GET",
      `/wix-data/v2/items/${item.id}?dataCollectionId=Notes`,
    );
    expect(read.status).toBe(200);
    expect(read.body.dataItem).toEqual(item);
  });

  it("takes the id the caller gives, and refuses it a second time with WDE0074", async () => {
    const first = await call(t, "POST", "/wix-data/v2/items", {
      dataCollectionId: "Notes",
      dataItem: { id: "n1", data: { title: "One" } },
    });
    expect(first.status).toBe(200);
    const again = await call<ErrorBody>(t, "POST", "/wix-data/v2/items", {
      dataCollectionId: "Notes",
      dataItem: { data: { _id: "n1", title: "Other" } },
    });
    expect(again.status).toBe(409);
    expect(again.body.details.applicationError?.code).toBe("WDE0074");
    expect(await storedCount()).toBe(1);
  });

  it("replaces an item's fields on update, keeping its creation date and owner", async () => {
    const item = await insert(t, "Notes", { title: "Draft", body: "text" });
    const updated = await call<{ dataItem: WireItem }>(t, "POST", "/wix-data/v2/items/update", {
      dataCollectionId: "Notes",
      dataItem: { id: item.id, data: { title: "Final", _createdDate: { $date: "2000-01-01T00:00:00Z" } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.dataItem.data).toMatchObject({ _id: item.id, title: "Final", _owner: "site-owner" });
    expect(updated.body.dataItem.data).not.toHaveProperty("body");
    expect(updated.body.dataItem.data._createdDate).toEqual(item.data._createdDate);
  });

  it("saves: inserts a new id, updates a known one", async () => {
    const save = (title: string) =>
      call<{ action: string; dataItem: WireItem }>(t, "POST", "/wix-data/v2/items/save", {
        dataCollectionId: "Notes",
        dataItem: { id: "s1", data: { title } },
      });
    const inserted = await save("New");
    expect(inserted.body.action).toBe("INSERTED");
    const updated = await save("Again");
    expect(updated.body).toMatchObject({
      action: "UPDATED",
      dataItem: { id: "s1", data: { title: "Again" } },
    });
    expect(await storedCount()).toBe(1);
  });

  it("removes an item and answers it; a second remove is WDE0073", async () => {
    const item = await insert(t, "Notes", { title: "Gone soon" });
    const removed = await call<{ dataItem: WireItem }>(t, "POST", "/wix-data/v2/items/remove", {
      dataCollectionId: "Notes",
      dataItemId: item.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.dataItem).toEqual(item);
    const again = await call<ErrorBody>(t, "POST", "/wix-data/v2/items/remove", {
      dataCollectionId: "Notes",
      dataItemId: item.id,
    });
    expect(again.status).toBe(404);
    expect(again.body.details.applicationError?.code).toBe("WDE0073");
    expect(await storedCount()).toBe(0);
  });
});

describe("failures", () => {
  it("answers WDE0025 for every call on a collection the store does not have", async () => {
    const calls = [
      call<ErrorBody>(t, "POST", "/wix-data/v2/items/query", { dataCollectionId: "Menus" }),
      call<ErrorBody>(t, "GET", "/wix-data/v2/items/x?dataCollectionId=Menus"),
      call<ErrorBody>(t, "POST", "/wix-data/v2/items/count", { dataCollectionId: "Menus" }),
      call<ErrorBody>(t, "POST", "/wix-data/v2/items", { dataCollectionId: "Menus", dataItem: { data: {} } }),
      call<ErrorBody>(t, "POST", "/wix-data/v2/items/update", {
        dataCollectionId: "Menus",
        dataItem: { id: "x", data: {} },
      }),
      call<ErrorBody>(t, "POST", "/wix-data/v2/items/remove", { dataCollectionId: "Menus", dataItemId: "x" }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.status).toBe(404);
      expect(reply.body.details.applicationError).toMatchObject({
        code: "WDE0025",
        description: "WDE0025: The Menus collection does not exist.",
      });
    }
    expect(await storedCount()).toBe(0);
  });

  it("answers WDE0073 for a missing item on get and update", async () => {
    const get = await call<ErrorBody>(t, "GET", "/wix-data/v2/items/nope?dataCollectionId=Notes");
    expect(get.status).toBe(404);
    expect(get.body.details.applicationError?.code).toBe("WDE0073");
    const update = await call<ErrorBody>(t, "POST", "/wix-data/v2/items/update", {
      dataCollectionId: "Notes",
      dataItem: { id: "nope", data: { title: "x" } },
    });
    expect(update.status).toBe(404);
    expect(update.body.details.applicationError?.code).toBe("WDE0073");
    expect(await storedCount()).toBe(0);
  });

  it.each([
    [{ dataItem: { data: {} } }, "dataCollectionId"],
    [{ dataCollectionId: "Notes" }, "dataItem"],
    [{ dataCollectionId: "Notes", dataItem: { data: "text" } }, "dataItem.data"],
    [{ dataCollectionId: "Notes", dataItem: { id: "a", data: { _id: "b" } } }, "dataItem.id"],
    [{ dataCollectionId: "Notes", dataItem: { id: 7, data: {} } }, "dataItem.id"],
  ])("refuses the insert %j with a 400 naming %s", async (body, field) => {
    const reply = await call<ErrorBody>(t, "POST", "/wix-data/v2/items", body);
    expect(reply.status).toBe(400);
    expect(reply.body.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([field]);
    expect(await storedCount()).toBe(0);
  });

  it("refuses an update without an id", async () => {
    const reply = await call<ErrorBody>(t, "POST", "/wix-data/v2/items/update", {
      dataCollectionId: "Notes",
      dataItem: { data: { title: "x" } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.details.validationError?.fieldViolations[0]?.field).toBe("dataItem.id");
  });

  it("refuses an item over 512 KB with WDE0009", async () => {
    const reply = await call<ErrorBody>(t, "POST", "/wix-data/v2/items", {
      dataCollectionId: "Notes",
      dataItem: { data: { text: "x".repeat(600 * 1024) } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.details.applicationError?.code).toBe("WDE0009");
    expect(await storedCount()).toBe(0);
  });
});
