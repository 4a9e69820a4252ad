/**
 * The emulator as `npm start` runs it (`vitrine-emulator start --in-memory --seed demo`), in its
 * own process on 127.0.0.1, for the figures a browser drives (figure 6's loads and clicks,
 * Lighthouse): the demo store, its pictures served from its own URL, and the storefront's origin
 * allowed to call it from the browser.
 */
import { fileURLToPath } from "node:url";
import { startListeningChild } from "./listening-child.mjs";

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
  const args = ["packages/emulator/bin/vitrine-emulator.js", "start", "--port", String(port)];
  args.push("--public-url", url, "--in-memory", "--seed", "demo", "--allow-origin", allowedOrigin);
  const started = startListeningChild("the emulator", args, { cwd: ROOT });
  return started.then(({ stop }) => ({ url, stop }));
}
