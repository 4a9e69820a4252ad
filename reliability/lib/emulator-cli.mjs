/**
 * The emulator as its users run it: the built `vitrine-emulator start` in its
 * own process (started by `@vitrine/testkit`'s `startCli`, as the CLI tests do),
 * serving a store of `store.mjs` with the reliability runs' credentials, e-mail
 * verification off so members sign in at once. `rssBytes(pid)` reads a
 * process's resident memory from /proc.
 */
import { readFileSync } from "node:fs";
import { startCli } from "@vitrine/testkit";

/** The merchant API key, site and OAuth client of every reliability run. */
export const CREDENTIALS = {
  apiKey: "reliability-api-key-0123456789",
  siteId: "vitrine-demo-site",
  clientId: "reliability-client",
};

/**
 * Starts `vitrine-emulator start` on `store` (plus `extraArgs`, e.g. `--webhook URL`); resolves the
 * running process (`baseUrl`, `child`, `output()`, `stop(signal)`).
 */
export function startEmulatorCli(store, extraArgs = []) {
  return startCli(
    [
      "start",
      "--port",
      "0",
      "--api-key",
      CREDENTIALS.apiKey,
      "--client-id",
      CREDENTIALS.clientId,
      "--require-email-verification",
      "false",
      ...store.cliArgs,
      ...extraArgs,
    ],
    store.cliEnv,
  );
}

/** The resident set size of process `pid`, in bytes (Linux). */
export function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
