/**
 * The clock dev endpoints (not part of the provider's protocol), for testing
 * time-based behaviour without waiting:
 * - `GET /_dev/clock` → `{now, offsetMs}` (public: the time tells nothing);
 * - `POST /_dev/clock` with one of `{advanceMs}`, `{set}` (an ISO time) or
 *   `{reset: true}` → `{now, offsetMs}`. The clock only moves forward: a `set`
 *   before the emulator's time is refused. A move answers once what came due
 *   has run (the cart abandonment sweep) and wakes the webhook workers, so
 *   retries that came due go out. It needs a merchant API key.
 */
import { type Clock, ClockWouldGoBack } from "../clock.ts";
import { invalidField, ValidationFailure } from "../errors.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { Endpoint } from "../http/endpoint.ts";

/** The longest single move: a hundred years. */
const MAX_ADVANCE_MS = 100 * 365.25 * 24 * 3_600_000;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const MOVES = ["advanceMs", "set", "reset"] as const;

/** Whether the date part of an ISO time names a real day (`Date` rolls 2030-02-30 over to March). */
function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

const clockAnswer = (clock: Clock) => ({ now: clock.date().toISOString(), offsetMs: clock.offsetMs });

/** The one move a body asks for, checked. */
function readMove(payload: Record<string, unknown>): { advanceMs: number } | { set: Date } | { reset: true } {
  const given = MOVES.filter((key) => payload[key] !== undefined);
  if (given.length !== 1)
    throw new ValidationFailure(
      MOVES.map((field) => ({
        field,
        description: "exactly one of advanceMs, set and reset must be given",
        violatedRule: given.length === 0 ? "REQUIRED_FIELD" : "INVALID_VALUE",
      })),
    );
  const { advanceMs, set, reset } = payload;
  if (advanceMs !== undefined) {
    if (
      typeof advanceMs !== "number" ||
      !Number.isInteger(advanceMs) ||
      advanceMs < 0 ||
      advanceMs > MAX_ADVANCE_MS
    )
      throw invalidField("advanceMs", `must be a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}`);
    return { advanceMs };
  }
  if (set !== undefined) {
    const at = typeof set === "string" && ISO_TIME.test(set) ? new Date(set) : undefined;
    if (!at || Number.isNaN(at.getTime()) || !isCalendarDate(String(set)))
      throw invalidField("set", "must be an ISO 8601 time with its offset, e.g. 2030-01-01T00:00:00Z");
    return { set: at };
  }
  if (reset !== true) throw invalidField("reset", "must be true");
  return { reset: true };
}

/** `GET /_dev/clock` → `{now, offsetMs}`. */
export const readClockEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/clock",
  access: "public",
  handle: async ({ credentials }) => clockAnswer(credentials.clock),
};

/** `POST /_dev/clock` `{advanceMs}` | `{set}` | `{reset: true}` → `{now, offsetMs}`; 400 for a move back. */
export const moveClockEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/clock",
  access: "write",
  handle: async ({ db, credentials, payload }) => {
    const { clock } = credentials;
    const move = readMove(payload);
    try {
      if ("advanceMs" in move) await clock.advance(move.advanceMs);
      else if ("set" in move) await clock.set(move.set);
      else await clock.reset();
    } catch (error) {
      if (error instanceof ClockWouldGoBack) throw invalidField("set", error.message);
      throw error;
    }
    nudgeDeliveryWorkers(db);
    return clockAnswer(clock);
  },
};

/** The clock endpoints, for the registry. */
export const clockEndpoints: readonly Endpoint[] = [readClockEndpoint, moveClockEndpoint];
