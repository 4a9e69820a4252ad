/**
 * The storefront's production server in processes of its own (`apps/storefront/server/start.mjs`,
 * as `npm start` runs it: a primary and `VITRINE_WORKERS` workers, one a core unless the bench's
 * environment sets it), so the load generator's and the browser's CPU is never the server's. `pid`
 * is the primary's: the server's memory and CPU are read over it and its workers
 * (`process-memory.mjs`, `process-cpu.mjs`). `BENCH_CPU_PROF=dir` runs it under `--cpu-prof`, as
 * it does the emulator: each of its processes writes a profile to that folder on exit.
 */
import { join } from "node:path";
import { startListeningChild } from "./listening-child.mjs";
import { STOREFRONT } from "./storefront-build.mjs";

/**
 * Starts the server over the build in `buildDir` on 127.0.0.1:`port` for the store at `apiUrl`
 * (client id `clientId`, catalogue v1); resolves `{ origin, pid, stop() }` once all its workers
 * listen (`pid`: the primary's).
 *
 * @example
 * const server = await startStorefrontProcess({ buildDir, port, apiUrl, clientId: "bench-client" });
 * await server.stop();
 */
export function startStorefrontProcess({ buildDir, port, apiUrl, clientId }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    VITRINE_BUILD_DIR: buildDir,
    VITRINE_API_URL: apiUrl,
    VITRINE_CLIENT_ID: clientId,
    VITRINE_CATALOG: "v1",
    // As `npm start` runs it: two malloc arenas (see the storefront README's "Production server").
    MALLOC_ARENA_MAX: "2",
  };
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const started = startListeningChild(
    "the storefront server",
    [...profile, join(STOREFRONT, "server/start.mjs")],
    {
      cwd: STOREFRONT,
      env,
    },
  );
  return started.then(({ child, stop }) => ({ origin: `http://127.0.0.1:${port}`, pid: child.pid, stop }));
}
