/**
 * Figure 6's load generator, in its own process (`lib/load-process.mjs`): `connections` keep-alive
 * connections each request an uncached product page (`GET /product/:slug`, no cookies, the next
 * slug of a list no page of which was requested before) as soon as the previous answer is read,
 * for `warmUpSeconds` (not recorded; it tells the parent "warm"), then until `fillPages` pages were
 * asked for or `fillSeconds` passed (what fills the server's bounded caches; not recorded), then
 * `seconds` recorded (it tells the parent "recording"): latency to the last byte, pages/s, errors
 * (a socket error or a status other than 200).
 */
import { Agent } from "node:http";
import { serveLoadProcess } from "../lib/load-process.mjs";
import { quantile } from "../lib/stats.mjs";
import { timedRequest } from "../lib/timed-request.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drives `origin` with `slugs` (in order; wrapping round when they run out, counted in
 * `repeated`); resolves `{ pages, pagesPerSecond, p50, p99, max, errors, statuses, repeated,
 * warmUpPages }`.
 */
async function run(origin, { slugs, connections, seconds, warmUpSeconds, fillPages, fillSeconds }, progress) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  let recording = false;
  let stopping = false;
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const connection = async () => {
    while (!stopping) {
      const slug = slugs[next % slugs.length];
      next += 1;
      const recorded = recording;
      try {
        const answer = await timedRequest(agent, origin, { method: "GET", path: `/product/${slug}` });
        if (!recorded || !recording) continue;
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status !== 200) errors += 1;
      } catch {
        if (recorded && recording) errors += 1;
      }
    }
  };
  const running = Array.from({ length: connections }, connection);
  await sleep(warmUpSeconds * 1000);
  progress("warm");
  const fillEnd = performance.now() + fillSeconds * 1000;
  while (next < fillPages && performance.now() < fillEnd) await sleep(100);
  const warmUpPages = next;
  progress("recording");
  recording = true;
  const started = performance.now();
  await sleep(seconds * 1000);
  recording = false;
  const elapsed = (performance.now() - started) / 1000;
  stopping = true;
  await Promise.all(running);
  agent.destroy();
  return {
    pages: latencies.length,
    pagesPerSecond: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: Math.max(...latencies),
    errors,
    statuses,
    repeated: Math.max(0, next - slugs.length),
    warmUpPages,
  };
}

serveLoadProcess(import.meta.url, run);
