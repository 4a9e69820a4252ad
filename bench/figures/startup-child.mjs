/**
 * Start-up, in a fresh process: `node startup-child.mjs <contestant> <origin> <productId>` imports
 * the contestant's packages, builds its client (tokens given, so no token request) and gets one
 * product, then prints `{ ms }`: milliseconds from the process's time origin (its start) to the
 * parsed answer, so Node's own boot counts for every contestant alike.
 */
import { performance } from "node:perf_hooks";
import { create } from "../lib/contestants.mjs";

const [name, origin, productId] = process.argv.slice(2);
const client = await create(name, origin);
await client.getProduct(productId);
process.stdout.write(`${JSON.stringify({ ms: performance.now() })}\n`);
