#!/usr/bin/env node
// `npm start`: builds the packages (`tsc -b`), then starts the emulator on
// http://localhost:4000 with the demo catalogue, and prints the URLs and the
// demo credentials. The storefront joins here once it exists. Ctrl-C stops it.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const PORT = "4000";

console.log("Building (tsc -b)…");
const build = spawnSync("npx", ["tsc", "-b"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) {
  console.error("The build failed; fix the errors above and run npm start again.");
  process.exit(build.status ?? 1);
}

const emulator = spawn(
  process.execPath,
  ["packages/emulator/bin/vitrine-emulator.js", "start", "--port", PORT, "--seed", "demo"],
  { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
);
let printed = "";
let announced = false;
emulator.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  printed += chunk;
  if (!announced && /listening on /.test(printed)) {
    announced = true;
    console.log(`
Vitrine is running.
  API (emulator):  http://localhost:${PORT}
  Storefront:      not built yet (it will start here on http://localhost:5173)
  Demo API key:    vitrine-demo-api-key   (send with header wix-site-id: vitrine-demo-site)
  OAuth client id: vitrine-demo-client
  Data folder:     .vitrine/   (delete it to start from a fresh demo store)
Press Ctrl-C to stop.`);
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => emulator.kill(signal));
emulator.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
