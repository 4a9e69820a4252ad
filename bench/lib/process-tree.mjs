/**
 * A process and its descendants, read from Linux's `/proc/<pid>/task/<tid>/children` (each thread
 * lists the children it started): how a figure reads the whole of a server that runs in several
 * processes, such as the storefront's primary and its workers (`apps/storefront/server/start.mjs`).
 */
import { readdirSync, readFileSync } from "node:fs";

/** The pids of process `pid`'s children; none once it is gone. */
function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The pids of process `pid` and of every process below it, `pid` first.
 *
 * @example
 * processTree(server.pid); // [primary, worker, worker]
 */
export function processTree(pid) {
  return [pid, ...childPids(pid).flatMap(processTree)];
}

/**
 * The sum of `read(pid)` over process `pid` and its descendants; a descendant gone between the
 * listing and its read counts for nothing, `pid` itself must be there.
 *
 * @example
 * sumOverTree(server.pid, (pid) => residentBytesOf(pid));
 */
export function sumOverTree(pid, read) {
  const [root, ...descendants] = processTree(pid);
  let sum = read(root);
  for (const descendant of descendants) {
    try {
      sum += read(descendant);
    } catch {
      // It exited a moment ago.
    }
  }
  return sum;
}
