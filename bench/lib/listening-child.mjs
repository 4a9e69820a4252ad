/**
 * A server started as a child process and waited for: it is ready once its standard output
 * says it is listening, and stopped with SIGTERM (SIGKILL after 10 s). The bench's emulator and
 * storefront servers both run this way, each in a process of its own.
 */
import { spawn } from "node:child_process";

/**
 * Spawns `node args…` with `options` (its stdout piped) and resolves `{ child, stop() }` once it
 * prints "listening on"; rejects when it fails to start or exits first (`name` says which).
 *
 * @example
 * const { child, stop } = await startListeningChild("the emulator", ["bin/server.js"], { cwd });
 * await stop();
 */
export function startListeningChild(name, args, options) {
  const child = spawn(process.execPath, args, { ...options, stdio: ["ignore", "pipe", "inherit"] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let printed = "";
    child.once("error", reject);
    const early = (code) => reject(new Error(`${name} exited (${code}) before listening`));
    child.once("exit", early);
    child.stdout.on("data", (chunk) => {
      printed += chunk;
      if (/listening on /i.test(printed)) {
        child.off("exit", early);
        resolve({ child, stop });
      }
    });
  });
}
