/**
 * `queryProducts(20)` CPU in a fresh process: `node query-fresh-child.mjs <contestant> <origin>
 * <calls>` builds the contestant (tokens given), makes one untimed call (its first: code loaded,
 * not yet optimised), then `calls` sequential calls timed with `process.cpuUsage()` (user +
 * system of this process), and prints `{ cpuMicrosPerCall }`.
 */
import { create } from "../lib/contestants.mjs";

const [name, origin, calls] = process.argv.slice(2);
const client = await create(name, origin);
await client.queryProducts(20);
const before = process.cpuUsage();
for (let i = 0; i < Number(calls); i++) await client.queryProducts(20);
const { user, system } = process.cpuUsage(before);
process.stdout.write(`${JSON.stringify({ cpuMicrosPerCall: (user + system) / Number(calls) })}\n`);
