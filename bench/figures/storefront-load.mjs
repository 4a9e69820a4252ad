/**
 * Figure 6, the storefront server under load: uncached product pages of a store of 10 000
 * products, `connections` concurrent keep-alive connections for `seconds` (after a warm-up), from
 * a load generator in its own process (`storefront-load-child.mjs`) against the server in its own
 * process; the server's resident memory sampled every second from `/proc/<pid>/status`.
 */

import { runLoadProcess } from "../lib/load-process.mjs";
import { sampleMemory } from "../lib/process-memory.mjs";

/**
 * `{ connections, seconds, pages, pagesPerSecond, p50, p99, max, errors, statuses, repeated,
 * memory: { firstBytes, lastBytes, maxBytes, samples } }`: memory from the start of the recorded
 * window to its end. The generated products (`gen-…` slugs of `emulator`) are requested in order,
 * so a page is uncached unless the run outlasts them (`repeated`).
 *
 * @example
 * const load = await measureServerUnderLoad({ emulator, storefront });
 */
export async function measureServerUnderLoad({
  emulator,
  storefront,
  connections = 50,
  seconds = 30,
  warmUpSeconds = 3,
}) {
  const slugs = emulator.slugs.filter((s) => s.startsWith("gen-"));
  let memory;
  const result = await runLoadProcess(
    new URL("./storefront-load-child.mjs", import.meta.url),
    storefront.origin,
    { slugs, connections, seconds, warmUpSeconds },
    (message) => {
      if (message === "recording") memory = sampleMemory(storefront.pid);
    },
  );
  return { connections, seconds, ...result, memory: memory?.stop() };
}
