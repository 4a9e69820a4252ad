#!/usr/bin/env node
/**
 * `npm run load [-- --duration S] [-- --connections N] [-- --postgres]`: the
 * emulator under a mixed load. Builds the emulator, seeds a store (demo
 * catalogue plus generated products, `--products`, default 1 000; PGlite in a
 * data folder, or a throwaway PostgreSQL cluster with `--postgres`), registers
 * `MEMBERS` members, starts the built CLI (`vitrine-emulator start`) in its own
 * process and the load generator (`lib/mixed-load.mjs`) in another: `--warmup`
 * seconds (default 10) unrecorded, then `--duration` (default 60) recorded at
 * `--connections` (default 50) keep-alive connections. Prints per kind the
 * requests, errors, rate, p50 and p99; the emulator's RSS when recording
 * starts, every 10 s, and at the end; and one summary line. Exits 1 on any
 * failed request or when RSS grew by more than `--max-rss-growth` percent
 * (default 25) from the start of the recorded window to its end (the heap
 * settles during the warm-up: with a much shorter `--warmup` the check is moot).
 */
import { parseArgs } from "node:util";
import { buildEmulatorAndTestkit } from "./lib/build.mjs";

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "10" },
    products: { type: "string", default: "1000" },
    "max-rss-growth": { type: "string", default: "25" },
    postgres: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const positive = (name) => {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} must be a number ≥ 0, not ${flags[name]}`);
  return value;
};
const durationSeconds = positive("duration");
const connections = Math.max(1, Math.floor(positive("connections")));
const warmupSeconds = positive("warmup");
const productCount = Math.floor(positive("products"));
const maxRssGrowth = positive("max-rss-growth");
const backend = flags.postgres ? "postgres" : "pglite";

/** Members registered before the run; member logins pick one of them. */
const MEMBERS = 20;

const log = (line) => process.stderr.write(`load: ${line}\n`);
if (!flags["no-build"]) buildEmulatorAndTestkit(log);
const { createStore, seedStore } = await import("./lib/store.mjs");
const { catalogueFacts } = await import("./lib/catalogue-facts.mjs");
const { CREDENTIALS, rssBytes, startEmulatorCli } = await import("./lib/emulator-cli.mjs");
const { MIX, runMixedLoad } = await import("./lib/mixed-load.mjs");

async function registerMembers(baseUrl, count) {
  const post = async (path, body, headers = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const { access_token: token } = await post("/oauth2/token", {
    clientId: CREDENTIALS.clientId,
    grantType: "anonymous",
  });
  const members = [];
  for (let n = 1; n <= count; n++) {
    const member = { email: `load-member-${n}@example.com`, password: `load-password-${n}-Aa1!` };
    const answer = await post(
      "/_api/iam/authentication/v2/register",
      { loginId: { email: member.email }, password: member.password, profile: { nickname: `Member ${n}` } },
      { authorization: `Bearer ${token}` },
    );
    if (answer.state !== "SUCCESS") throw new Error(`registering ${member.email}: state ${answer.state}`);
    members.push(member);
  }
  return members;
}

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const ms = (value) => (typeof value === "number" && Number.isFinite(value) ? value.toFixed(1) : "-");

function printTable(results) {
  const rows = Object.entries(results.kinds).map(([kind, r]) => [
    MIX[kind].label,
    String(r.requests),
    String(r.errors),
    r.perSecond.toFixed(1),
    ms(r.p50),
    ms(r.p99),
  ]);
  const { total } = results;
  rows.push([
    "all",
    String(total.requests),
    String(total.errors),
    total.perSecond.toFixed(1),
    ms(total.p50),
    ms(total.p99),
  ]);
  const header = ["kind", "requests", "errors", "req/s", "p50 ms", "p99 ms"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const store = await createStore(backend);
let cli;
let exitCode = 1;
try {
  log(`${backend}: seeding ${productCount} products`);
  const seeded = await seedStore(store, productCount);
  const facts = await (async () => {
    const db = await store.open();
    try {
      return await catalogueFacts(db);
    } finally {
      await db.close();
    }
  })();
  cli = await startEmulatorCli(store);
  const pid = cli.child.pid;
  const members = await registerMembers(cli.baseUrl, MEMBERS);
  log(
    `emulator pid ${pid} at ${cli.baseUrl}: ${seeded} products, ${facts.optionChoices.length} option choices, ` +
      `${facts.collectionSlugs.length} collections, ${members.length} members; ` +
      `${warmupSeconds} s warm-up + ${durationSeconds} s at ${connections} connections`,
  );
  const rss = [];
  let sampler;
  const results = await runMixedLoad(
    { origin: cli.baseUrl, ...CREDENTIALS, ...facts, members },
    { connections, warmupMs: warmupSeconds * 1000, durationMs: durationSeconds * 1000 },
    () => {
      rss.push(rssBytes(pid));
      sampler = setInterval(() => rss.push(rssBytes(pid)), 10_000);
    },
  );
  clearInterval(sampler);
  rss.push(rssBytes(pid));
  printTable(results);
  for (const failure of results.failures) console.log(`failed: ${failure}`);
  const [rssStart] = rss;
  const rssEnd = rss.at(-1);
  const growth = (rssEnd / rssStart - 1) * 100;
  console.log(`emulator RSS every 10 s: ${rss.map(mib).join(", ")}`);
  const { total } = results;
  const writes = Object.entries(results.kinds)
    .filter(([kind]) => MIX[kind].write)
    .reduce((sum, [, r]) => sum + r.requests, 0);
  const ok = total.errors === 0 && growth <= maxRssGrowth;
  console.log(
    `load summary (${backend}, ${seeded} products, ${connections} connections, ${durationSeconds} s): ` +
      `${total.requests} requests (${((writes / total.requests) * 100).toFixed(1)}% writes), ` +
      `${total.errors} errors, ${total.perSecond.toFixed(0)} req/s, ` +
      `p50 ${ms(total.p50)} ms, p99 ${ms(total.p99)} ms; RSS ${mib(rssStart)} → ${mib(rssEnd)} ` +
      `(${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%, limit +${maxRssGrowth}%); ${ok ? "OK" : "FAILED"}`,
  );
  exitCode = ok ? 0 : 1;
} finally {
  await cli?.stop();
  await store.remove();
}
process.exit(exitCode);
