/**
 * A server's resident memory: the sum of `VmRSS` (Linux's `/proc/<pid>/status`) over its process
 * and that process's descendants (`process-tree.mjs`; the storefront's primary and its workers),
 * sampled at an interval while a figure runs: whether the server's memory stays flat under load.
 */
import { readFileSync } from "node:fs";
import { sumOverTree } from "./process-tree.mjs";

/** The resident set size of the one process `pid`, in bytes (`VmRSS`). */
function processResidentBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  if (!line) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

/**
 * The resident set size of process `pid` and its descendants together, in bytes.
 *
 * @example
 * residentBytes(server.pid); // the primary's and its workers'
 */
export function residentBytes(pid) {
  return sumOverTree(pid, processResidentBytes);
}

/**
 * Samples the resident memory of process `pid` and its descendants every `intervalMs` from now;
 * `mark()` takes a sample now and returns its index in `samples`; `stop()` takes a last sample and
 * returns `{ firstBytes, lastBytes, maxBytes, samples }`.
 *
 * @example
 * const memory = sampleMemory(server.pid);
 * await load();
 * const { firstBytes, lastBytes, maxBytes } = memory.stop();
 */
export function sampleMemory(pid, intervalMs = 1000) {
  const samples = [residentBytes(pid)];
  const timer = setInterval(() => samples.push(residentBytes(pid)), intervalMs);
  return {
    mark() {
      samples.push(residentBytes(pid));
      return samples.length - 1;
    },
    stop() {
      clearInterval(timer);
      samples.push(residentBytes(pid));
      return {
        firstBytes: samples[0],
        lastBytes: samples.at(-1),
        maxBytes: Math.max(...samples),
        samples,
      };
    },
  };
}
