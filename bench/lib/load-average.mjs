/**
 * The machine's load average, which every figure prints at its start: the machine the bench runs
 * on is shared, and a figure measured under load is noisy (latencies and throughput follow the
 * load more than the code), so its output says how loaded the machine was.
 */
import { cpus, loadavg } from "node:os";

/**
 * `{ loadAverage: [1, 5, 15 minutes], cores, note }`, `note` the line a figure prints.
 *
 * @example
 * const { note } = loadAverage(); // "load average 3.1 2.8 2.5 on 2 cores"
 */
export function loadAverage() {
  const average = loadavg();
  const cores = cpus().length;
  const busy = average[0] > cores;
  const note = `load average ${average.map((l) => l.toFixed(1)).join(" ")} on ${cores} cores${
    busy ? " (the machine is busy: figures measured under load are noisy)" : ""
  }`;
  return { loadAverage: average, cores, note };
}
