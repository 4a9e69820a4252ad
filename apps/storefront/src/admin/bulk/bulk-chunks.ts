/**
 * A bulk change sent in chunks, so the dashboard can tell how far it is: each chunk is one bulk
 * call, its per-product outcomes are added to those before, and the outcomes so far are reported
 * after every chunk. A chunk that throws stops the work (what earlier chunks changed stays).
 */
import type { BulkOutcome } from "./bulk-change.ts";

/** Products per bulk call. */
export const BULK_CHUNK = 10;

/** Told the outcomes so far after each chunk. */
export type BulkProgress = (outcomes: ReadonlyMap<string, BulkOutcome>) => void;

/**
 * Runs `change` over `items` chunk by chunk; resolves with every outcome.
 *
 * @example
 * ```ts
 * const outcomes = await inChunks(ids, (chunk) => applyTo(chunk), (so) => setDone(so.size));
 * ```
 */
export async function inChunks<T>(
  items: readonly T[],
  change: (chunk: readonly T[]) => Promise<Map<string, BulkOutcome>>,
  report: BulkProgress,
): Promise<Map<string, BulkOutcome>> {
  const outcomes = new Map<string, BulkOutcome>();
  for (let start = 0; start < items.length; start += BULK_CHUNK) {
    for (const [id, outcome] of await change(items.slice(start, start + BULK_CHUNK)))
      outcomes.set(id, outcome);
    report(new Map(outcomes));
  }
  return outcomes;
}
