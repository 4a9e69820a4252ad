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
 * one. The products carrying a ribbon are the `RibbonCarriers` the registry passes in (v1's
 * products, which name their ribbon), so this module imports no catalogue but the kernel.
 */

import { compileFilter } from "../../catalog-core/query/compile-filter.ts";
import { decodeJsonText } from "../../catalog-core/query/json-text.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import type { RibbonCarriers } from "../../catalog-core/ribbons/ribbon-carriers.ts";
import { type RibbonRow, ribbonEntity } from "../../catalog-core/ribbons/ribbon-entity.ts";
import { ribbonEvent } from "../../catalog-core/ribbons/ribbon-events.ts";
import {
  deleteRibbonRow,
  findRibbonByName,
  insertKeptRibbon,
  keepRibbon,
  loadRibbon,
  renameRibbon,
} from "../../catalog-core/ribbons/ribbon-store.ts";
import {
  type CatalogTransaction,
  inCatalogTransaction,
} from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { ribbonFields } from "./ribbon-fields.ts";
import {
  readObject,
  readRequestedFields,
  readRevision,
  readRibbonId,
  readRibbonName,
} from "./ribbon-input.ts";
import { lockRibbonAndProducts, ribbonNotFound } from "./ribbon-products.ts";
import { queryRibbons } from "./ribbon-query.ts";

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
async function served(db: Queryable, row: RibbonRow, fields: unknown, carriers: RibbonCarriers) {
  if (!readRequestedFields(fields)) return { ribbon: ribbonEntity(row) };
  const counts = await carriers.countCarrying(db, [row.name]);
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
export const getRibbon = (carriers: RibbonCarriers): Endpoint => ({
  method: "GET",
  path: `${BASE}/{ribbonId}`,
  access: "read",
  handle: async ({ db, payload }) => {
    const id = readRibbonId(payload.ribbonId, "ribbonId");
    const row = await loadRibbon(db, id);
    if (!row) throw ribbonNotFound(id);
    return served(db, row, payload.fields, carriers);
  },
});

/**
 * PATCH `/stores/v3/ribbons/{ribbon.id}`: `{ribbon:{id, revision, name}, fields?}` → `{ribbon}`.
 * Renaming to the current name changes nothing (no new revision, no event).
 */
export const updateRibbon = (carriers: RibbonCarriers): WriteEndpoint => ({
  method: "PATCH",
  path: `${BASE}/{ribbon.id}`,
  access: "write",
  handle: (input) => {
    const body = readObject(input.payload.ribbon, "ribbon");
    const id = readRibbonId(body.id, "ribbon.id");
    const revision = readRevision(body.revision, "ribbon.revision");
    const name = body.name === undefined ? undefined : readRibbonName(body.name, "ribbon.name");
    readRequestedFields(input.payload.fields);
    return inCatalogTransaction(input, async (write) => {
      const { row: current, productIds } = await lockRibbonAndProducts(write, id, carriers);
      if (Number(current.revision) !== revision) {
        throw new ApplicationFailure(
          409,
          "REVISION_MISMATCH",
          `Ribbon ${id} is at revision ${current.revision}, not ${revision}`,
          { currentRevision: String(current.revision) },
        );
      }
      if (name === undefined || name === current.name)
        return served(write.tx, current, input.payload.fields, carriers);
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
      await carriers.relabel(write, productIds, name);
      return served(write.tx, row, input.payload.fields, carriers);
    });
  },
});

/** DELETE `/stores/v3/ribbons/{ribbonId}` → `{}`: the ribbon also leaves every product carrying it. */
export const deleteRibbon = (carriers: RibbonCarriers): WriteEndpoint => ({
  method: "DELETE",
  path: `${BASE}/{ribbonId}`,
  access: "write",
  handle: (input) => {
    const id = readRibbonId(input.payload.ribbonId, "ribbonId");
    return inCatalogTransaction(input, async (write) => {
      const { row, productIds } = await lockRibbonAndProducts(write, id, carriers);
      await deleteRibbonRow(write.tx, id);
      await recordEvents(write.tx, [
        ribbonEvent({ slug: "deleted", row }, write.identity, write.context.now),
      ]);
      await carriers.relabel(write, productIds, undefined);
      return {};
    });
  },
});

/** POST `/stores/v3/ribbons/get-or-create`: `{ribbonName, fields?}` → `{ribbon}`; the ribbon is kept from then on. */
export const getOrCreateRibbon = (carriers: RibbonCarriers): WriteEndpoint => ({
  method: "POST",
  path: `${BASE}/get-or-create`,
  access: "write",
  handle: (input) => {
    const name = readRibbonName(input.payload.ribbonName, "ribbonName");
    readRequestedFields(input.payload.fields);
    return inCatalogTransaction(input, async (write) => {
      const existing = await findRibbonByName(write.tx, name);
      if (existing) await keepRibbon(write.tx, existing.id);
      return served(write.tx, existing ?? (await createKept(write, name)), input.payload.fields, carriers);
    });
  },
});

/** POST `/stores/v3/ribbons/query` → `{ribbons, pagingMetadata}`. */
export const queryRibbonsEndpoint = (carriers: RibbonCarriers): Endpoint => ({
  method: "POST",
  path: `${BASE}/query`,
  access: "read",
  handle: (input) => queryRibbons(input, carriers),
});

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
 * The ribbon calls over the products of `carriers`, for the endpoint registry (the fixed paths
 * `query`, `count` and `get-or-create` before the `{ribbonId}` template).
 *
 * @example
 * ```ts
 * export const endpoints = [...ribbonEndpoints(v1RibbonCarriers)];
 * ```
 */
export function ribbonEndpoints(carriers: RibbonCarriers): readonly Endpoint[] {
  return [
    queryRibbonsEndpoint(carriers),
    countRibbons,
    getOrCreateRibbon(carriers),
    createRibbon,
    getRibbon(carriers),
    updateRibbon(carriers),
    deleteRibbon(carriers),
  ];
}
