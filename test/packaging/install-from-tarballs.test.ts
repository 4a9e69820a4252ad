/**
 * The packages as users get them: `npm pack` of @vitrine/sdk, @vitrine/emulator and
 * @vitrine/react (each `prepack` builds), installed from the tarballs into a fresh project in
 * the system's temporary folder, outside the workspace (dependencies from npm's cache when there,
 * else the registry). There the installed `vitrine-emulator` starts, the README's quick start
 * runs in Node against it, the provider-hosts preload routes a `fetch` of the provider's API host to
 * it, and @vitrine/react renders on the server with `renderToString`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const workspace = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  overrides: Record<string, string>;
};
const reactDev = JSON.parse(readFileSync(join(root, "packages/react/package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};
const PACKAGES = ["@vitrine/sdk", "@vitrine/emulator", "@vitrine/react"];

const dir = mkdtempSync(join(tmpdir(), "vitrine-packaging-"));
const app = join(dir, "app");
let emulator: ChildProcess | undefined;
let baseUrl = "";

function npm(args: string[], cwd: string): string {
  return execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function startInstalledEmulator(port: number): Promise<string> {
  const bin = join(app, "node_modules/.bin/vitrine-emulator");
  const child = spawn(
    bin,
    ["start", "--in-memory", "--seed", "demo", "--host", "127.0.0.1", "--port", `${port}`],
    {
      cwd: app,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  emulator = child;
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`vitrine-emulator exited (${code}):\n${output}`)));
  });
}

function runInApp(script: string): string {
  return execFileSync(process.execPath, [script], {
    cwd: app,
    encoding: "utf8",
    env: { ...process.env, VITRINE_URL: baseUrl },
  });
}

beforeAll(async () => {
  const tarballs = join(dir, "tarballs");
  mkdirSync(tarballs);
  // Each package's `prepack` builds it first (and prints its build's output on stdout).
  npm(["pack", "--pack-destination", tarballs, ...PACKAGES.flatMap((p) => ["-w", p])], root);
  const files = readdirSync(tarballs);
  const tarball = (name: string) =>
    `file:../tarballs/${files.find((file) => file.startsWith(`${name.slice(1).replace("/", "-")}-`))}`;
  mkdirSync(app);
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({
      name: "vitrine-packaging-check",
      private: true,
      type: "module",
      dependencies: {
        ...Object.fromEntries(PACKAGES.map((name) => [name, tarball(name)])),
        "@tanstack/react-query": reactDev.devDependencies["@tanstack/react-query"],
        react: reactDev.devDependencies.react,
        "react-dom": reactDev.devDependencies["react-dom"],
      },
      // The emulator and the React bindings take the SDK from its tarball, not the registry.
      overrides: { ...workspace.overrides, "@vitrine/sdk": "$@vitrine/sdk" },
    }),
  );
  for (const script of ["quick-start.mjs", "render-on-server.mjs"])
    copyFileSync(fileURLToPath(new URL(`fixture/${script}`, import.meta.url)), join(app, script));
  npm(["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel", "error"], app);
  baseUrl = await startInstalledEmulator(await freePort());
});

afterAll(async () => {
  if (emulator && emulator.exitCode === null && emulator.signalCode === null) {
    const exited = new Promise((resolve) => emulator?.once("exit", resolve));
    emulator.kill("SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

it("installs the packed packages outside the workspace, with the React entry marked as client code", () => {
  for (const name of PACKAGES) {
    const installed = JSON.parse(readFileSync(join(app, "node_modules", name, "package.json"), "utf8"));
    expect(installed).toMatchObject({ license: "MIT", author: "Vitrine contributors" });
    expect(readFileSync(join(app, "node_modules", name, "LICENSE"), "utf8")).toContain(
      "Copyright (c) 2026 Vitrine contributors",
    );
  }
  expect(readFileSync(join(app, "node_modules/@vitrine/react/dist/index.js"), "utf8")).toMatch(
    /^"use client";\n/,
  );
  expect(npm(["ls", "@vitrine/sdk", "--all", "--parseable"], app).trim().split("\n")).toEqual([
    join(app, "node_modules/@vitrine/sdk"),
  ]);
});

it("ships the SDK's bundled entry points and shared chunks as its only JavaScript", () => {
  const dist = join(app, "node_modules/@vitrine/sdk/dist");
  const scripts = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  const exports = Object.keys(
    JSON.parse(readFileSync(join(app, "node_modules/@vitrine/sdk/package.json"), "utf8")).exports,
  );
  const entries = exports.map((entry) => (entry === "." ? "index.js" : `${entry.slice(2)}/index.js`));
  expect(scripts.filter((file) => !file.startsWith("chunks/")).sort()).toEqual(entries.sort());
  expect(readdirSync(join(dist, "catalog")).some((file) => file.endsWith(".d.ts"))).toBe(true);
});

it("runs the README's quick start in Node against the installed emulator", async () => {
  const health = await fetch(`${baseUrl}/healthz`);
  expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
  const result = JSON.parse(runInApp("quick-start.mjs")) as {
    totalCount: number;
    prices: number[];
    created: string;
  };
  expect(result.created).toBe("Waxed canvas apron");
  expect(result.totalCount).toBeGreaterThan(0);
  expect(result.prices.every((price) => price >= 10 && price <= 80)).toBe(true);
  expect(result.prices).toEqual([...result.prices].sort((a, b) => a - b));
});

it("renders @vitrine/react on the server with renderToString", () => {
  const html = runInApp("render-on-server.mjs");
  expect(html).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>\n$/);
  expect(html.match(/<li>/g)?.length).toBeGreaterThanOrEqual(5);
});

it("routes the provider's API host to the installed emulator with the route-provider-hosts preload", () => {
  const script =
    "const answer = await fetch('https://www.wixapis.com/healthz'); console.log(JSON.stringify(await answer.json()));";
  const printed = execFileSync(
    process.execPath,
    ["--import", "@vitrine/emulator/route-provider-hosts", "--input-type=module", "-e", script],
    { cwd: app, encoding: "utf8", env: { ...process.env, VITRINE_EMULATOR_URL: baseUrl } },
  );
  expect(JSON.parse(printed)).toMatchObject({ status: "ok", database: "pglite" });
});
