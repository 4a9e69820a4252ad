/**
 * A server's CPU time: user and system time (Linux's `/proc/<pid>/stat`, in clock ticks of 10 ms)
 * summed over its process and that process's descendants (`process-tree.mjs`; the storefront's
 * primary and its workers): what a server spent on a batch of requests, a figure the machine's
 * load moves far less than latencies. A descendant that exited in between takes its time with it.
 */
import { readFileSync } from "node:fs";
import { sumOverTree } from "./process-tree.mjs";

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time (user + system) the one process `pid` has used so far, in milliseconds. */
function processCpuMillis(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces), from the third on: utime is the
  // 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * The CPU time (user + system) process `pid` and its descendants have used so far, in
 * milliseconds (10 ms steps).
 *
 * @example
 * const before = cpuMillis(server.pid);
 * await requests();
 * const perRequest = (cpuMillis(server.pid) - before) / count;
 */
export function cpuMillis(pid) {
  return sumOverTree(pid, processCpuMillis);
}
