/**
 * A throwaway PostgreSQL server for a test run or a reliability run: a fresh
 * cluster in a temporary folder, on a free loopback port, stopped and removed
 * afterwards. Uses Debian's server binaries; as root it runs them as the
 * `postgres` user.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

/** A running server and how to stop it. */
export interface PostgresServer {
  url: string;
  /** Shuts the server down (`pg_ctl stop -m fast`), keeping its data, as an outage would. */
  shutDown(): void;
  /** Starts it again after `shutDown`, on the same port and data. */
  startUp(): void;
  stop(): Promise<void>;
}

/**
 * The folder with `initdb` and `postgres`, or undefined when no server is installed.
 *
 * @example
 * ```ts
 * const bin = findPostgresBinaries();
 * if (!bin) console.warn("PostgreSQL server not installed");
 * ```
 */
export function findPostgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((bin) => existsSync(join(bin, "initdb")));
}

/**
 * Initialises and starts a cluster; resolves once it accepts connections.
 *
 * @example
 * ```ts
 * const server = await startPostgresServer(bin);
 * const db = await openDatabase({ url: server.url });
 * // …
 * await server.stop();
 * ```
 */
export async function startPostgresServer(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] } : { command, args };
  const init = run(join(bin, "initdb"), [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  execFileSync(init.command, init.args, { stdio: "ignore" });
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const pgCtl = (args: string[]) => {
    const command = run(join(bin, "pg_ctl"), ["-D", dataDir, ...args]);
    execFileSync(command.command, command.args, { stdio: "ignore" });
  };
  const startUp = () => pgCtl(["-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  startUp();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    shutDown: () => pgCtl(["-m", "fast", "-w", "stop"]),
    startUp,
    async stop() {
      try {
        pgCtl(["-m", "immediate", "-w", "stop"]);
      } finally {
        // Also when the server was already down (a run that failed during an outage).
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
