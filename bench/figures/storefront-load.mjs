/**
 * Figure 6, the storefront server under load: uncached product pages of a store of 10 000
 * products, `connections` concurrent keep-alive connections for `seconds` (after a warm-up), from
 * a load generator in its own process (`storefront-load-child.mjs`) against the server in its own
 * processes; the server's resident memory sampled every second: the sum of `VmRSS` over its primary
 * and its workers (`/proc/<pid>/status` of each, `lib/process-memory.mjs`). Before the
 * recorded window the load runs until it has asked for `fillPagesPerWorker` pages for each worker
 * (at most `fillSeconds`): what fills each worker's bounded caches (the page cache's 32 MiB, about
 * 1 000 product pages; the catalogue cache's 5 000 entries, one a product; the connections are
 * spread over the workers, so each gets its share of the pages), so memory is read both from the
 * load's first seconds (the caches filling) and from the recorded window (the caches full).
 */

import { runLoadProcess } from "../lib/load-process.mjs";
import { sampleMemory } from "../lib/process-memory.mjs";
import { processTree } from "../lib/process-tree.mjs";

/**
 * `{ connections, seconds, workers, pages, pagesPerSecond, p50, p99, max, errors, statuses, repeated,
 * warmUpPages, memory: { firstBytes, lastBytes, maxBytes, samples, recorded: { firstBytes,
 * maxBytes } } }`: `workers`, the server's worker processes; the whole server's memory (primary and
 * workers) from `warmUpSeconds` into the load to the end of the recorded window, and over the
 * recorded window alone (after the `warmUpPages` that filled the caches). The generated
 * products (`gen-…` slugs of `emulator`) are requested in order, so a page is uncached unless the
 * run outlasts them (`repeated`).
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
  fillPagesPerWorker = 5_500,
  fillSeconds = 120,
}) {
  const slugs = emulator.slugs.filter((s) => s.startsWith("gen-"));
  // The primary's children; a server in one process has none and is its own worker.
  const workers = Math.max(1, processTree(storefront.pid).length - 1);
  const fillPages = fillPagesPerWorker * workers;
  let memory;
  let recordedFrom = 0;
  const result = await runLoadProcess(
    new URL("./storefront-load-child.mjs", import.meta.url),
    storefront.origin,
    { slugs, connections, seconds, warmUpSeconds, fillPages, fillSeconds },
    (message) => {
      if (message === "warm") memory = sampleMemory(storefront.pid);
      if (message === "recording") recordedFrom = memory?.mark() ?? 0;
    },
  );
  const sampled = memory?.stop();
  const recorded = sampled?.samples.slice(recordedFrom);
  return {
    connections,
    seconds,
    workers,
    ...result,
    memory: sampled && {
      ...sampled,
      recorded: { firstBytes: recorded[0], maxBytes: Math.max(...recorded) },
    },
  };
}
