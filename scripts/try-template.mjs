#!/usr/bin/env node
// Runs one of the provider's store templates (a checkout of its `headless-templates`, outside this
// repository) against the emulator, as a store developer would: starts `vitrine-emulator start
// --seed demo`, installs the template if it has no node_modules, builds and starts it with its
// calls to the provider's hosts routed to the emulator (the `route-provider-hosts` preload), then
// drives a shopper in Chromium (scripts/try-template/shopper.mjs) and prints what it found.
// Not part of `npm test`: it needs the npm registry and minutes of build.
//
//   node scripts/try-template.mjs <template-dir> [--catalog v1|v3] [--product slug]
//        [--search words] [--store-port 3000] [--emulator-port 4100] [--skip-build] [--shots dir]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { astroBuildConfig } from "./try-template/astro-node-config.mjs";
import { shop } from "./try-template/shopper.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    catalog: { type: "string", default: "v1" },
    product: { type: "string" },
    search: { type: "string", default: "Linen" },
    "store-port": { type: "string" },
    "emulator-port": { type: "string", default: "4100" },
    "skip-build": { type: "boolean", default: false },
    shots: { type: "string", default: "/tmp/try-template-shots" },
  },
});
if (positionals.length !== 1) {
  console.error("usage: node scripts/try-template.mjs <template-dir> [--catalog v1|v3] [--product slug]");
  process.exit(2);
}
const dir = resolve(positionals[0]);
const pkg = JSON.parse(readFileSync(`${dir}/package.json`, "utf8"));
const deps = { ...pkg.dependencies, ...pkg.devDependencies };
const kind = deps.next ? "next" : deps.astro ? "astro" : undefined;
if (kind === undefined) throw new Error(`${dir} is neither a Next.js nor an Astro store`);

const repo = new URL("..", import.meta.url).pathname;
const preload = `${repo}packages/emulator/dist/route-provider-hosts/register.js`;
const emulatorCli = `${repo}packages/emulator/bin/vitrine-emulator.js`;
const storePort = values["store-port"] ?? (kind === "next" ? "3000" : "4321");
const store = `http://127.0.0.1:${storePort}`;
const emulator = `http://127.0.0.1:${values["emulator-port"]}`;
const children = [];
const bin = (name) => `${dir}/node_modules/.bin/${name}`;
const report = { template: dir, kind, catalog: values.catalog };
const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);

/** Runs a command to its end under `nice`, failing on a non-zero exit. */
function run(cmd, args, env = {}) {
  log("$", cmd, ...args);
  const r = spawnSync("nice", ["-n", "10", cmd, ...args], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${r.status}`);
}

/** Starts a long-running process under `nice`, its output prefixed and kept on screen. */
function start(name, cmd, args, env = {}) {
  const child = spawn("nice", ["-n", "10", cmd, ...args], { cwd: dir, env: { ...process.env, ...env } });
  const prefix = (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  child.stdout.on("data", prefix);
  child.stderr.on("data", prefix);
  children.push(child);
  return child;
}

/** Polls `url` until it answers below 500; fails as soon as `child` (the server) has exited. */
async function waitFor(url, what, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

const routedEnv = {
  VITRINE_EMULATOR_URL: emulator,
  NODE_OPTIONS: `--import=${preload}`,
  WIX_CLIENT_ID: "vitrine-demo-client",
  NEXT_TELEMETRY_DISABLED: "1",
  ASTRO_TELEMETRY_DISABLED: "1",
  COMPANY_NAME: "Vitrine demo",
  SITE_NAME: "Vitrine demo store",
  // @wix/astro's integration reads these when it loads; the storefront pages make no call with them
  WIX_CLIENT_INSTANCE_ID: "unused",
  WIX_CLIENT_SECRET: "unused",
  WIX_CLIENT_PUBLIC_KEY: "unused",
};

try {
  if (!existsSync(preload)) run(`${repo}node_modules/.bin/tsc`, ["-b", `${repo}packages/emulator`]);
  const emulatorProcess = start("emulator", process.execPath, [
    emulatorCli,
    "start",
    "--in-memory",
    "--seed",
    "demo",
    "--catalog",
    values.catalog,
    "--host",
    "127.0.0.1",
    "--port",
    values["emulator-port"],
    "--public-url",
    emulator,
    "--allow-origin",
    store,
    "--media-url",
    "https://static.wixstatic.com",
    "--log",
    "requests",
  ]);
  await waitFor(`${emulator}/_dev/health`, "the emulator", emulatorProcess);
  if (!existsSync(`${dir}/node_modules`)) run("npm", ["install", "--no-audit", "--no-fund"]);
  const astroConfig = kind === "astro" ? astroBuildConfig(dir) : undefined;
  if (!values["skip-build"]) {
    if (kind === "next") run(bin("next"), ["build"], routedEnv);
    else run(bin("astro"), ["build", "--config", astroConfig], routedEnv);
  }
  report.build = values["skip-build"] ? "skipped (--skip-build: the build already in the checkout)" : "OK";
  const storeProcess =
    kind === "next"
      ? start("store", bin("next"), ["start", "-H", "127.0.0.1", "-p", storePort], routedEnv)
      : start("store", process.execPath, ["dist/server/entry.mjs"], {
          ...routedEnv,
          HOST: "127.0.0.1",
          PORT: storePort,
        });
  await waitFor(store, "the store", storeProcess);
  mkdirSync(values.shots, { recursive: true });
  Object.assign(
    report,
    await shop({ store, emulator, shots: values.shots, product: values.product, search: values.search, log }),
  );
} catch (error) {
  report.error = String(error?.stack ?? error);
  if (error?.pages) Object.assign(report, { pages: error.pages, failedResponses: error.failures });
} finally {
  for (const child of children) child.kill("SIGTERM");
  console.log(`\nRESULT ${JSON.stringify(report, null, 2)}`);
  process.exitCode = report.order && !report.error ? 0 : 1;
}
