/**
 * `node --import @vitrine/emulator/route-provider-hosts`: a preload that runs a store written for
 * the provider's published client against the emulator unchanged. It routes the global `fetch`
 * calls (and the requests of any other `fetch` that goes through undici's process-wide dispatcher,
 * such as the one Next.js gives middleware in its edge sandbox) to the provider's API, edge and media hosts to the emulator named by
 * `VITRINE_EMULATOR_URL` (default `http://localhost:4000`), keeping path and query, and leaves
 * every other host alone. Put it in `NODE_OPTIONS` so the worker processes a framework starts
 * (e.g. `next build`) are routed too.
 */
import { emulatorOrigin } from "./provider-hosts.ts";
import { routeDispatcher } from "./route-dispatcher.ts";
import { routeFetch } from "./route-fetch.ts";

const origin = emulatorOrigin(process.env.VITRINE_EMULATOR_URL);
routeFetch(origin);
await routeDispatcher(origin);
