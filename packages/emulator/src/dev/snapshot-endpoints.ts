/**
 * The snapshot dev endpoints (not part of the provider's protocol), for
 * bringing the store back to a known state between tests in milliseconds:
 * - `POST /_dev/snapshots` `{name}` → 201 `{snapshot}` (replaces one of that name);
 * - `GET /_dev/snapshots` → `{snapshots}`;
 * - `POST /_dev/snapshots/{name}/restore` → `{snapshot}`;
 * - `DELETE /_dev/snapshots/{name}` → `{}`.
 * They need a merchant API key: a restore replaces everything in the store.
 */
import type { Database } from "../db/database.ts";
import { ApplicationFailure, invalidField, notFound } from "../errors.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { forgetWebhookKey } from "../webhooks/webhook-signing-key.ts";
import { deleteSnapshot, listSnapshots, restoreSnapshot, takeSnapshot } from "./store-snapshots.ts";

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function snapshotName(value: unknown): string {
  if (value === undefined) throw invalidField("name", "is required", "REQUIRED_FIELD");
  if (typeof value !== "string" || !NAME.test(value))
    throw invalidField(
      "name",
      "must be 1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit",
    );
  return value;
}

const missing = (name: string) => notFound("SNAPSHOT_NOT_FOUND", `Snapshot ${name} not found`);

/** Restores snapshot `name`, turning refusals and failures into error envelopes. */
async function restore(db: Database, name: string): Promise<void> {
  let refusal: Awaited<ReturnType<typeof restoreSnapshot>>;
  try {
    refusal = await restoreSnapshot(db, name);
  } catch (error) {
    throw new ApplicationFailure(
      409,
      "SNAPSHOT_RESTORE_FAILED",
      `Snapshot ${name} could not be restored, the store is unchanged: ${(error as Error).message}`,
    );
  }
  if (refusal === "not-found") throw missing(name);
  if (refusal === "other-schema")
    throw new ApplicationFailure(
      409,
      "SNAPSHOT_SCHEMA_CHANGED",
      `Snapshot ${name} was taken before the database's last migration and cannot be restored; take it again`,
    );
  // The rows are back: keys and events are read afresh.
  forgetWebhookKey(db);
  nudgeDeliveryWorkers(db);
}

/** `POST /_dev/snapshots` `{name}` → 201 `{snapshot: {name, rows, createdAt}}`. */
export const takeSnapshotEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/snapshots",
  access: "write",
  successStatus: 201,
  handle: async ({ db, payload }) => ({ snapshot: await takeSnapshot(db, snapshotName(payload.name)) }),
};

/** `GET /_dev/snapshots` → `{snapshots}`, oldest first. */
export const listSnapshotsEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/snapshots",
  access: "write",
  handle: async ({ db }) => ({ snapshots: await listSnapshots(db) }),
};

/** `POST /_dev/snapshots/{name}/restore` → `{snapshot}`; 404 unknown, 409 when it cannot go back. */
export const restoreSnapshotEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/snapshots/{name}/restore",
  access: "write",
  handle: async ({ db, payload }) => {
    const name = snapshotName(payload.name);
    await restore(db, name);
    return { snapshot: (await listSnapshots(db)).find((s) => s.name === name) };
  },
};

/** `DELETE /_dev/snapshots/{name}` → `{}`, or 404. */
export const deleteSnapshotEndpoint: Endpoint = {
  method: "DELETE",
  path: "/_dev/snapshots/{name}",
  access: "write",
  handle: async ({ db, payload }) => {
    const name = snapshotName(payload.name);
    if (!(await deleteSnapshot(db, name))) throw missing(name);
    return {};
  },
};

/** The snapshot endpoints, for the registry. */
export const snapshotEndpoints: readonly Endpoint[] = [
  takeSnapshotEndpoint,
  listSnapshotsEndpoint,
  restoreSnapshotEndpoint,
  deleteSnapshotEndpoint,
];
