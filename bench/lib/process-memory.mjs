/**
 * A process's resident memory, read from Linux's `/proc/<pid>/status` (`VmRSS`), sampled at an
 * interval while a figure runs: whether a server's memory stays flat under load.
 */
import { readFileSync } from "node:fs";

/** The resident set size of process `pid`, in bytes (`VmRSS`). */
export function residentBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  if (!line) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

/**
 * Samples process `pid`'s resident memory every `intervalMs` from now; `mark()` takes a sample
 * now and returns its index in `samples`; `stop()` takes a last sample and returns
 * `{ firstBytes, lastBytes, maxBytes, samples }`.
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
