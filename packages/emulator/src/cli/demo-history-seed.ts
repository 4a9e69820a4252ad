/**
 * `--seed demo`'s past: once the store answers, the demo store's history (`seedDemoHistory`:
 * orders over the last 90 days, members, abandoned and recovered carts) is written in the
 * background, with its progress and a closing line, so the store is ready as soon as the
 * catalogue is. Its present is the emulator's movable clock (`src/clock.ts`, the offset every
 * process on the database shares), so a store whose clock was moved ahead gets a past that ends
 * at the store's own time. A stop ends it between two days.
 */
import { Clock } from "../clock.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { type DemoHistoryResult, seedDemoHistory } from "../ecom/seed/demo-history.ts";
import type { Output } from "./output.ts";
import { progressReporter } from "./progress.ts";

function describe(made: DemoHistoryResult): string {
  if (made.orders === 0) return "the store already has orders (or no products); left as it is";
  return `${made.orders} orders (${made.cancelled} cancelled) by ${made.members} members and guests over the last 90 days; ${made.abandoned} carts abandoned, ${made.recovered} of them bought later`;
}

/**
 * Writes the demo history into `db` in the background; resolves when it is written, stopped by
 * `signal`, or failed (the failure printed: the store keeps running without it).
 *
 * @example
 * ```ts
 * const past = writeDemoHistory(db, config, out, abort.signal);
 * ```
 */
export async function writeDemoHistory(
  db: Database,
  config: EmulatorConfig,
  out: Output,
  signal: AbortSignal,
): Promise<void> {
  try {
    const clock = new Clock(db);
    await clock.sync();
    const made = await seedDemoHistory(db, config, {
      now: clock.date(),
      signal,
      onProgress: progressReporter(out, "demo history (days of orders and carts written)"),
    });
    if (!signal.aborted) out.log(`demo history: ${describe(made)}`);
  } catch (error) {
    if (!signal.aborted)
      out.error(`demo history failed (the store runs without it): ${(error as Error).message}`);
  }
}
