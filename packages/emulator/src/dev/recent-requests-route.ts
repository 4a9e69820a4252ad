/**
 * `GET /_dev/requests?after=SEQ` → `{requests, last, kept}`: the console's live
 * request log (`recent-requests.ts`), the requests after `SEQ` (all kept ones
 * without it), oldest first, the newest `seq` to ask after next time, and how
 * many requests the log keeps. The console polls it. Open on loopback; the dev
 * token guards it beyond.
 */
import type { FastifyInstance } from "fastify";
import { invalidField } from "../errors.ts";
import { RECENT_REQUESTS_KEPT, RECENT_REQUESTS_PATH, type RecentRequests } from "./recent-requests.ts";

function readAfter(value: unknown): number {
  if (value === undefined) return 0;
  const after = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(after)) throw invalidField("after", "must be a whole number (a request's seq)");
  return after;
}

/** Registers the request log's route on `app`, reading `log`. */
export function registerRecentRequestsRoute(app: FastifyInstance, log: RecentRequests): void {
  app.get(RECENT_REQUESTS_PATH, async (request) => {
    const after = readAfter((request.query as Record<string, unknown>).after);
    return { requests: log.after(after), last: log.last, kept: RECENT_REQUESTS_KEPT };
  });
}
