/**
 * The console's live request log: a ring buffer of the last requests one app
 * answered (method, path with secrets redacted, status, milliseconds, time,
 * request id and who called), owned by the app `createApp` builds, so two apps
 * in one process keep two logs. The console's own calls (header
 * `x-vitrine-console`), its page and files and the log's route are left out,
 * so watching the log does not fill it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Principal } from "../auth/principal.ts";
import { loggablePath } from "../http/loggable-path.ts";
import { callerOf } from "../http/request-caller.ts";

/** The header the console sends on its own calls. */
export const CONSOLE_HEADER = "x-vitrine-console";
/** The path of the log's route (`recent-requests-route.ts`). */
export const RECENT_REQUESTS_PATH = "/_dev/requests";
/** How many requests the log keeps. */
export const RECENT_REQUESTS_KEPT = 500;

/** One answered request. */
export interface RecentRequest {
  /** Increases by one per request the app logged: ask for the ones after the last seen. */
  seq: number;
  method: string;
  path: string;
  status: number;
  milliseconds: number;
  /** When the answer went out, ISO. */
  date: string;
  requestId: string;
  /** Who called: `merchant (key)`, `member ID`, `visitor ID`, `anonymous`, or what the headers offered. */
  caller: string;
}

/** The last {@link RECENT_REQUESTS_KEPT} requests, oldest first. */
export class RecentRequests {
  readonly #entries: RecentRequest[] = [];
  #seq = 0;

  constructor(readonly capacity = RECENT_REQUESTS_KEPT) {}

  /** Adds an answered request, forgetting the oldest past the capacity. */
  add(request: Omit<RecentRequest, "seq">): void {
    this.#seq += 1;
    this.#entries.push({ seq: this.#seq, ...request });
    if (this.#entries.length > this.capacity) this.#entries.shift();
  }

  /** The kept requests with a `seq` above `after`, oldest first. */
  after(after: number): RecentRequest[] {
    return this.#entries.filter((entry) => entry.seq > after);
  }

  /** The `seq` of the newest request logged (0 before the first). */
  get last(): number {
    return this.#seq;
  }
}

function describeCaller(principal: Principal | undefined, request: FastifyRequest): string {
  switch (principal?.kind) {
    case "merchant":
      return `merchant (${principal.keyName})`;
    case "member":
      return `member ${principal.memberId}`;
    case "visitor":
      return `visitor ${principal.visitorId}`;
    case "anonymous":
      return "anonymous";
    default:
      return request.headers.authorization ? "credential not checked" : "no credential";
  }
}

/** Logs every request `app` answers into `log`, but the console's own and the log's reads. */
export function recordRecentRequests(app: FastifyInstance, log: RecentRequests): void {
  app.addHook("onResponse", async (request, reply) => {
    if (request.headers[CONSOLE_HEADER] !== undefined) return;
    const path = loggablePath(request.url);
    if (path === "/_dev/" || path.startsWith("/_dev/console/") || path.startsWith(RECENT_REQUESTS_PATH))
      return;
    log.add({
      method: request.method,
      path,
      status: reply.statusCode,
      milliseconds: Math.round(reply.elapsedTime * 10) / 10,
      date: new Date().toISOString(),
      requestId: String(request.id),
      caller: describeCaller(callerOf(request), request),
    });
  });
}
