/**
 * The emulator as `npm start` runs it (`vitrine-emulator start --in-memory --seed demo`), in its
 * own process on 127.0.0.1, for the figures a browser drives (figure 6's loads and clicks,
 * Lighthouse): the demo store, its pictures served from its own URL, and the storefront's origin
 * allowed to call it from the browser.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The demo store's OAuth client, as `npm start` configures the storefront. */
export const DEMO_CLIENT_ID = "vitrine-demo-client";

/**
 * Starts the emulator with the demo store on `port`, allowing `allowedOrigin`; resolves
 * `{ url, stop() }` once it listens.
 *
 * @example
 * const emulator = await startDemoEmulator(await freePort(), "http://127.0.0.1:5173");
 * await emulator.stop();
 */
export function startDemoEmulator(port, allowedOrigin) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      "packages/emulator/bin/vitrine-emulator.js",
      "start",
      "--port",
      String(port),
      "--public-url",
      url,
      "--in-memory",
      "--seed",
      "demo",
      "--allow-origin",
      allowedOrigin,
    ],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // Its store is in memory: one that has not stopped after 10 s is killed.
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let printed = "";
    const early = (code) => reject(new Error(`the emulator exited (${code}) before listening`));
    child.once("exit", early);
    child.stdout.on("data", (chunk) => {
      printed += chunk;
      if (/listening on /.test(printed)) {
        child.off("exit", early);
        resolve({ url, stop });
      }
    });
  });
}
