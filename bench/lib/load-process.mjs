/**
 * A load generator in its own process, so its CPU is never the server's: the
 * parent calls `runLoadProcess(moduleUrl, target, options)`, which forks that
 * module; the module calls `serveLoadProcess(run)` when run as a script. `run`
 * gets `(target, options, progress)`; `progress(message)` reaches the parent's
 * `onProgress`; its result (or error) settles the parent's promise.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Forks the module at `moduleUrl` and resolves with what its `run` returns. */
export function runLoadProcess(moduleUrl, target, options, onProgress = () => {}) {
  const child = fork(fileURLToPath(moduleUrl), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`load generator exited (${code}) without results`)));
    child.on("message", (message) => {
      if ("progress" in message) return onProgress(message.progress);
      child.removeAllListeners("exit");
      child.disconnect();
      if (message.error) reject(new Error(message.error));
      else resolve(message.results);
    });
    child.send({ target, options });
  });
}

/** In the forked module (when it is the process's script): answers the parent with `run`'s result. */
export function serveLoadProcess(moduleUrl, run) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  process.once("message", async ({ target, options }) => {
    try {
      const progress = (message) => process.send({ progress: message });
      process.send({ results: await run(target, options, progress) });
    } catch (error) {
      process.send({ error: String(error?.stack ?? error) });
    }
  });
  process.on("disconnect", () => process.exit(0));
}
