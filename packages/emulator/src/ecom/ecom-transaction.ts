/**
 * The frame of every cart, checkout and order write: one transaction, the
 * store context (currency, public URL, one timestamp for the whole write) and
 * the identity its events carry. Anything thrown rolls back the change and its
 * events; a commit wakes this process's webhook workers.
 */
import type { StoreContext } from "../catalog-core/model/store-context.ts";
import { loadStoreContext, storeContextOf } from "../catalog-core/store/store-settings.ts";
import type { CatalogVersion, EmulatorConfig } from "../config.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { EventIdentity } from "../events/outbox.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { EndpointInput, Principal } from "../http/endpoint.ts";

/** The store context of an ecom call: the catalogue one, and which catalogue (v1 or v3) the store runs. */
export interface EcomContext extends StoreContext {
  catalogVersion: CatalogVersion;
}

/** What work inside an ecom write has at hand. */
export interface EcomTransaction {
  tx: Queryable;
  context: EcomContext;
  identity: EventIdentity;
}

/** What starting an ecom write needs. */
export interface EcomWriteInput {
  db: Database;
  config: EmulatorConfig;
  principal: Principal;
  /** The write's clock (default: now). */
  now?: Date;
}

/**
 * The webhook identity of a buyer or merchant: the visitor, the member, or an app named after the API key.
 *
 * @example
 * ```ts
 * buyerEventIdentity({ kind: "member", memberId: "m1", clientId: "c" }); // { identityType: "MEMBER", memberId: "m1" }
 * ```
 */
export function buyerEventIdentity(principal: Principal): EventIdentity {
  if (principal.kind === "visitor")
    return { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: principal.visitorId };
  if (principal.kind === "member") return { identityType: "MEMBER", memberId: principal.memberId };
  if (principal.kind === "merchant") return { identityType: "APP", appId: principal.keyName };
  return { identityType: "WIX_USER", wixUserId: "site-owner" };
}

/**
 * The write input of an endpoint call, with the app's clock.
 *
 * @example
 * ```ts
 * inEcomTransaction(writeInput(input), async (write) => { … });
 * ```
 */
export function writeInput(input: EndpointInput): EcomWriteInput {
  return {
    db: input.db,
    config: input.config,
    principal: input.principal,
    now: new Date(input.credentials.now()),
  };
}

/**
 * The store context for a read (currency, public URL, now, catalogue version).
 *
 * @example
 * ```ts
 * const context = await readContext(db, config);
 * ```
 */
export async function readContext(
  db: Queryable,
  config: EmulatorConfig,
  now = new Date(),
): Promise<EcomContext> {
  const context = await loadStoreContext(db, config.siteId, config.publicUrl, now);
  return { ...context, catalogVersion: config.catalogVersion };
}

/**
 * A scalar subquery of the site's stored currency setting, for a statement that reads it along
 * with what it reads anyway (`$n` is the parameter holding the site id); turn the value into
 * a context with {@link contextOf}.
 *
 * @example
 * ```ts
 * await db.query(`select ${siteCurrencySql(2)} as currency, … where c.id = $1`, [id, config.siteId]);
 * ```
 */
export function siteCurrencySql(param: number): string {
  return `(select settings->>'currency' from site where id = $${param})`;
}

/**
 * The store context of a call from the currency setting `siteCurrencySql` read.
 *
 * @example
 * ```ts
 * const context = contextOf(input.config, row.currency, new Date());
 * ```
 */
export function contextOf(config: EmulatorConfig, currency: string | null, now = new Date()): EcomContext {
  return { ...storeContextOf(currency, config.publicUrl, now), catalogVersion: config.catalogVersion };
}

/**
 * Runs `work` in one transaction; `work` reads the site's currency in its own first statement
 * (`siteCurrencySql`) and turns it into the write's frame with `start`, saving the statement
 * {@link inEcomTransaction} spends on it.
 *
 * @example
 * ```ts
 * return inEcomTransactionWith(input, async (tx, start) => {
 *   const [row] = await tx.query(`select …, ${siteCurrencySql(2)} as currency …`, [id, input.config.siteId]);
 *   const { context } = start(row.currency);
 * });
 * ```
 */
export async function inEcomTransactionWith<T>(
  input: EcomWriteInput,
  work: (tx: Queryable, start: (currency: string | null) => EcomTransaction) => Promise<T>,
): Promise<T> {
  const identity = buyerEventIdentity(input.principal);
  const result = await input.db.transaction((tx) =>
    work(tx, (currency) => ({ tx, context: contextOf(input.config, currency, input.now), identity })),
  );
  nudgeDeliveryWorkers(input.db);
  return result;
}

/**
 * Runs `work` in one transaction with the write's context.
 *
 * @example
 * ```ts
 * return inEcomTransaction(input, async ({ tx, context }) => { … });
 * ```
 */
export function inEcomTransaction<T>(
  input: EcomWriteInput,
  work: (write: EcomTransaction) => Promise<T>,
): Promise<T> {
  return inEcomTransactionWith(input, async (tx, start) => {
    const [row] = await tx.query<{ currency: string | null }>(`select ${siteCurrencySql(1)} as currency`, [
      input.config.siteId,
    ]);
    return work(start(row?.currency ?? null));
  });
}
