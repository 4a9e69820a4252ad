#!/usr/bin/env node
// `npm start`: builds the packages (`tsc -b`) and the storefront (`react-router build`),
// then starts the emulator on http://localhost:4000 with the demo catalogue and the
// storefront's production server on http://localhost:5173 (server rendering, settings
// from its environment), and prints the URLs and the demo credentials. The emulator delivers the
// store's webhooks to the storefront's `/webhooks`, which the storefront verifies with the key the
// emulator serves, so a change in the dashboard purges the shop's cached pages. Ctrl-C stops both.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const PORT = "4000";
const STOREFRONT_PORT = "5173";
const storefront = fileURLToPath(new URL("../apps/storefront/", import.meta.url));
const reactRouter = fileURLToPath(new URL("../node_modules/@react-router/dev/bin.js", import.meta.url));

console.log("Building (tsc -b)…");
const build = spawnSync("npx", ["tsc", "-b"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) {
  console.error("The build failed; fix the errors above and run npm start again.");
  process.exit(build.status ?? 1);
}

console.log("Building the storefront (react-router build)…");
const site = spawnSync(process.execPath, [reactRouter, "build"], {
  cwd: storefront,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});
if (site.status !== 0) {
  console.error("The storefront build failed; fix the errors above and run npm start again.");
  process.exit(site.status ?? 1);
}

const emulator = spawn(
  process.execPath,
  [
    "packages/emulator/bin/vitrine-emulator.js",
    "start",
    "--port",
    PORT,
    "--seed",
    "demo",
    "--webhook",
    `http://localhost:${STOREFRONT_PORT}/webhooks`,
  ],
  { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
);
let printed = "";
let announced = false;
emulator.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  printed += chunk;
  if (!announced && /listening on /.test(printed)) {
    announced = true;
    startStorefront().catch((error) => {
      console.error(`The storefront could not be started: ${error.message}`);
      stop();
    });
    console.log(`
Vitrine is running.
  API (emulator):  http://localhost:${PORT}
  Storefront:      http://localhost:${STOREFRONT_PORT}
  Console:         http://localhost:${PORT}/_dev/   (store, mailbox, webhooks, request log)
  Demo API key:    vitrine-demo-api-key   (send with header wix-site-id: vitrine-demo-site)
  OAuth client id: vitrine-demo-client
  Demo member:     shopper@vitrine.demo / vitrine-demo-shopper   (sign in on the storefront)
  Data folder:     .vitrine/   (delete it to start from a fresh demo store)
Press Ctrl-C to stop.`);
  }
});
/** The webhook public key the emulator signs with, as PEM, for the storefront to verify deliveries. */
async function webhookPublicKey() {
  const response = await fetch(`http://localhost:${PORT}/_dev/webhooks/public-key`);
  return (await response.json()).pem;
}

/** Starts the storefront's server once the emulator answers, with the emulator's webhook key. */
async function startStorefront() {
  const storefrontServer = spawn(process.execPath, ["server/start.mjs"], {
    cwd: storefront,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: STOREFRONT_PORT,
      VITRINE_API_URL: `http://localhost:${PORT}`,
      VITRINE_CLIENT_ID: "vitrine-demo-client",
      // The demo store runs catalogue v1 (the emulator's default), so the shop need not ask.
      VITRINE_CATALOG: "v1",
      VITRINE_WEBHOOK_PUBLIC_KEY: await webhookPublicKey(),
    },
  });
  watch(storefrontServer);
}

// Either process ending ends the other; Ctrl-C (or SIGTERM) ends both.
const children = [];
let stopping = false;
function stop(signal = "SIGTERM") {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
let exitCode = 0;
/** Stops everything when `child` ends, and exits once every child has. */
function watch(child) {
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) exitCode = code ?? (signal ? 0 : 1);
    stop();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
watch(emulator);
