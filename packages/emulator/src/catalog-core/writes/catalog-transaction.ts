/**
 * The frame of every catalogue write: one transaction, the store context
 * (currency, public URL, one timestamp for the whole write) and the identity
 * its events carry. Anything thrown rolls back the change and its events; a
 * commit wakes this process's webhook workers, so its events go out at once.
 */
import type { Queryable } from "../../db/database.ts";
import type { EventIdentity } from "../../events/outbox.ts";
import { nudgeDeliveryWorkers } from "../../events/outbox-nudge.ts";
import type { StoreContext } from "../model/store-context.ts";
import { loadStoreContext } from "../store/store-settings.ts";
import { eventIdentity } from "./event-identity.ts";
import type { WriteInput } from "./write-endpoint.ts";

/** What work inside a catalogue write transaction has at hand. */
export interface CatalogTransaction {
  tx: Queryable;
  context: StoreContext;
  identity: EventIdentity;
}

/**
 * Runs `work` in one transaction with the write's context.
 *
 * @example
 * ```ts
 * return inCatalogTransaction(input, async ({ tx, context }) => { … });
 * ```
 */
export async function inCatalogTransaction<T>(
  input: WriteInput,
  work: (write: CatalogTransaction) => Promise<T>,
): Promise<T> {
  const result = await input.db.transaction(async (tx) => {
    const context = await loadStoreContext(
      tx,
      input.config.siteId,
      input.config.publicUrl,
      new Date(input.credentials.now()),
    );
    return work({ tx, context, identity: eventIdentity(input.principal) });
  });
  nudgeDeliveryWorkers(input.db);
  return result;
}
