/**
 * A process's CPU time, read from Linux's `/proc/<pid>/stat` (user and system time, in clock
 * ticks of 10 ms): what a server spent on a batch of requests, a figure the machine's load moves
 * far less than latencies.
 */
import { readFileSync } from "node:fs";

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system) process `pid` has used so far, in milliseconds (10 ms steps).
 *
 * @example
 * const before = cpuMillis(server.pid);
 * await requests();
 * const perRequest = (cpuMillis(server.pid) - before) / count;
 */
export function cpuMillis(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces), from the third on: utime is the
  // 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
