/**
 * The catalogue v3 ribbon calls (paths of the provider's `@wix/stores`
 * ribbons v3 module on `www.wixapis.com`):
 * - `POST /stores/v3/ribbons` `{ribbon:{name}}` → `{ribbon}` (merchant);
 * - `GET /stores/v3/ribbons/{ribbonId}?fields=` → `{ribbon}` (any credential);
 * - `PATCH /stores/v3/ribbons/{ribbon.id}` `{ribbon:{id, revision, name}}` → `{ribbon}` (merchant):
 *   a rename, also on every product carrying the ribbon;
 * - `DELETE /stores/v3/ribbons/{ribbonId}` → `{}` (merchant): also off every product carrying it;
 * - `POST /stores/v3/ribbons/query` (any credential), `POST /stores/v3/ribbons/count` `{filter}` →
 *   `{count}` (any credential);
 * - `POST /stores/v3/ribbons/get-or-create` `{ribbonName}` → `{ribbon}` (merchant).
 * Each write records its `ribbon_created|updated|deleted` event in the write's transaction.
 * Failures: 404 `RIBBON_NOT_FOUND`; 409 `RIBBON_NAME_ALREADY_EXISTS` (names are unique, since
 * products name their ribbon); 409 `REVISION_MISMATCH` when the revision sent is not the current
 * one.
 */
import { ApplicationFailure } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { compileFilter } from "../query/compile-filter.ts";
import { decodeJsonText } from "../query/json-text.ts";
import { SqlParameters } from "../query/sql-parameters.ts";
import type { ReadInput } from "../reads/read-input.ts";
import { type CatalogTransaction, inCatalogTransaction } from "../writes/catalog-transaction.ts";
import { readId } from "../writes/product-write.ts";
import type { WriteEndpoint } from "../writes/write-endpoint.ts";
import { type RibbonRow, ribbonEntity } from "./ribbon-entity.ts";
import { ribbonEvent } from "./ribbon-events.ts";
import { ribbonFields } from "./ribbon-fields.ts";
import { readObject, readRequestedFields, readRevision, readRibbonName } from "./ribbon-input.ts";
import { lockRibbonAndProducts, relabelProducts, ribbonNotFound } from "./ribbon-products.ts";
import { queryRibbons } from "./ribbon-query.ts";
import {
  assignedProductCounts,
  deleteRibbonRow,
  findRibbonByName,
  insertKeptRibbon,
  keepRibbon,
  loadRibbon,
  renameRibbon,
} from "./ribbon-store.ts";

const BASE = "/stores/v3/ribbons";

/** The 409 for a taken name; `existing` is the ribbon holding it, when known. */
function nameTaken(existing: Pick<RibbonRow, "name"> & Partial<RibbonRow>) {
  return new ApplicationFailure(
    409,
    "RIBBON_NAME_ALREADY_EXISTS",
    `A ribbon named "${existing.name}" already exists`,
    { name: existing.name, ...(existing.id ? { ribbonId: existing.id } : {}) },
  );
}

/** The ribbon as served, with its product count when `fields` asks for it. */
async function served(db: ReadInput["db"], row: RibbonRow, fields: unknown) {
  if (!readRequestedFields(fields)) return { ribbon: ribbonEntity(row) };
  const counts = await assignedProductCounts(db, [row.name]);
  return { ribbon: ribbonEntity(row, counts.get(row.name) ?? 0) };
}

/** Creates a kept ribbon named `name`, with its event; fails when the name is taken. */
async function createKept(write: CatalogTransaction, name: string): Promise<RibbonRow> {
  const row = await insertKeptRibbon(write.tx, name, write.context.now);
  if (!row) throw nameTaken((await findRibbonByName(write.tx, name)) ?? { name });
  await recordEvents(write.tx, [ribbonEvent({ slug: "created", row }, write.identity, write.context.now)]);
  return row;
}

/** POST `/stores/v3/ribbons`: `{ribbon:{name}}` → `{ribbon}`. */
export const createRibbon: WriteEndpoint = {
  method: "POST",
  path: BASE,
  access: "write",
  handle: (input) => {
    const name = readRibbonName(readObject(input.payload.ribbon, "ribbon").name, "ribbon.name");
    return inCatalogTransaction(input, async (write) => ({
      ribbon: ribbonEntity(await createKept(write, name)),
    }));
  },
};

/** GET `/stores/v3/ribbons/{ribbonId}?fields=ASSIGNED_PRODUCT_COUNT` → `{ribbon}`. */
export const getRibbon: Endpoint = {
  method: "GET",
  path: `${BASE}/{ribbonId}`,
  access: "read",
  handle: async ({ db, payload }) => {
    const id = readId(payload.ribbonId, "ribbonId");
    const row = await loadRibbon(db, id);
    if (!row) throw ribbonNotFound(id);
    return served(db, row, payload.fields);
  },
};

/**
 * PATCH `/stores/v3/ribbons/{ribbon.id}`: `{ribbon:{id, revision, name}, fields?}` → `{ribbon}`.
 * Renaming to the current name changes nothing (no new revision, no event).
 */
export const updateRibbon: WriteEndpoint = {
  method: "PATCH",
  path: `${BASE}/{ribbon.id}`,
  access: "write",
  handle: (input) => {
    const body = readObject(input.payload.ribbon, "ribbon");
    const id = readId(body.id, "ribbon.id");
    const revision = readRevision(body.revision, "ribbon.revision");
    const name = body.name === undefined ? undefined : readRibbonName(body.name, "ribbon.name");
    readRequestedFields(input.payload.fields);
    return inCatalogTransaction(input, async (write) => {
      const { row: current, productIds } = await lockRibbonAndProducts(write, id);
      if (Number(current.revision) !== revision) {
        throw new ApplicationFailure(
          409,
          "REVISION_MISMATCH",
          `Ribbon ${id} is at revision ${current.revision}, not ${revision}`,
          { currentRevision: String(current.revision) },
        );
      }
      if (name === undefined || name === current.name) return served(write.tx, current, input.payload.fields);
      const existing = await findRibbonByName(write.tx, name);
      if (existing) throw nameTaken(existing);
      const row = await renameRibbon(write.tx, id, name, write.context.now);
      if (!row) throw nameTaken({ name });
      const event = ribbonEvent(
        { slug: "updated", row, modifiedFields: { name } },
        write.identity,
        write.context.now,
      );
      await recordEvents(write.tx, [event]);
      await relabelProducts(write, productIds, name);
      return served(write.tx, row, input.payload.fields);
    });
  },
};

/** DELETE `/stores/v3/ribbons/{ribbonId}` → `{}`: the ribbon also leaves every product carrying it. */
export const deleteRibbon: WriteEndpoint = {
  method: "DELETE",
  path: `${BASE}/{ribbonId}`,
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.ribbonId, "ribbonId");
    return inCatalogTransaction(input, async (write) => {
      const { row, productIds } = await lockRibbonAndProducts(write, id);
      await deleteRibbonRow(write.tx, id);
      await recordEvents(write.tx, [
        ribbonEvent({ slug: "deleted", row }, write.identity, write.context.now),
      ]);
      await relabelProducts(write, productIds, undefined);
      return {};
    });
  },
};

/** POST `/stores/v3/ribbons/get-or-create`: `{ribbonName, fields?}` → `{ribbon}`; the ribbon is kept from then on. */
export const getOrCreateRibbon: WriteEndpoint = {
  method: "POST",
  path: `${BASE}/get-or-create`,
  access: "write",
  handle: (input) => {
    const name = readRibbonName(input.payload.ribbonName, "ribbonName");
    readRequestedFields(input.payload.fields);
    return inCatalogTransaction(input, async (write) => {
      const existing = await findRibbonByName(write.tx, name);
      if (existing) await keepRibbon(write.tx, existing.id);
      return served(write.tx, existing ?? (await createKept(write, name)), input.payload.fields);
    });
  },
};

/** POST `/stores/v3/ribbons/query` → `{ribbons, pagingMetadata}`. */
export const queryRibbonsEndpoint: Endpoint = {
  method: "POST",
  path: `${BASE}/query`,
  access: "read",
  handle: queryRibbons,
};

/** POST `/stores/v3/ribbons/count`: `{filter}` → `{count}`. */
export const countRibbons: Endpoint = {
  method: "POST",
  path: `${BASE}/count`,
  access: "read",
  handle: async ({ db, payload }) => {
    const params = new SqlParameters();
    const where = compileFilter(ribbonFields, decodeJsonText(payload.filter, "filter"), params, "filter");
    const [row] = await db.query<{ count: string | number }>(
      `select count(*) as count from ribbons where ${where}`,
      params.values,
    );
    return { count: Number(row?.count ?? 0) };
  },
};

/**
 * The ribbon calls, for the endpoint registry (the fixed paths `query`, `count` and
 * `get-or-create` before the `{ribbonId}` template).
 */
export const ribbonEndpoints: readonly Endpoint[] = [
  queryRibbonsEndpoint,
  countRibbons,
  getOrCreateRibbon,
  createRibbon,
  getRibbon,
  updateRibbon,
  deleteRibbon,
];
