/**
 * Start-up, in a fresh process: `node startup-child.mjs <contestant> <origin> <productId>` imports
 * the contestant's packages, builds its client (tokens given, so no token request) and gets one
 * product, then prints `{ ms, fromProcessStart }`: milliseconds from the import to the parsed
 * answer (what the client itself costs a process that starts), and from the process's time origin
 * (Node's own boot included, the same for every contestant).
 */
import { performance } from "node:perf_hooks";

const [name, origin, productId] = process.argv.slice(2);
const started = performance.now();
const { create } = await import("../lib/contestants.mjs");
const client = await create(name, origin);
await client.getProduct(productId);
const end = performance.now();
process.stdout.write(`${JSON.stringify({ ms: end - started, fromProcessStart: end })}\n`);
