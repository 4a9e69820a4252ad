/**
 * The emulator's movable clock for a test (`/_dev/clock`): move it forward to
 * let tokens and links expire, carts be abandoned and webhook retries come
 * due in milliseconds instead of hours.
 */

/** The clock dev endpoints of one emulator; each move resolves with the emulator's new time. */
export interface DevClock {
  /** The emulator's time (`GET /_dev/clock`). */
  now(): Promise<Date>;
  /** Moves the clock `ms` milliseconds forward; what came due (cart abandonment) has run when it resolves. */
  advance(ms: number): Promise<Date>;
  /** Moves the clock to `iso` (an ISO time, not before the emulator's time). */
  set(iso: string): Promise<Date>;
  /** Goes back to real time. */
  reset(): Promise<Date>;
}

/**
 * The clock of the emulator at `url`; moves are sent with a merchant API key.
 *
 * @example
 * ```ts
 * const clock = devClock("http://127.0.0.1:4000", { authorization: apiKey, "wix-site-id": siteId });
 * await clock.advance(4 * 3_600_000); // visitor tokens issued before have expired
 * ```
 */
export function devClock(url: string, merchantHeaders: Record<string, string>): DevClock {
  const call = async (init?: RequestInit) => {
    const response = await fetch(`${url}/_dev/clock`, init);
    if (!response.ok) throw new Error(`/_dev/clock: ${response.status} ${await response.text()}`);
    return new Date(((await response.json()) as { now: string }).now);
  };
  const move = (body: Record<string, unknown>) =>
    call({
      method: "POST",
      headers: { ...merchantHeaders, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return {
    now: () => call(),
    advance: (ms) => move({ advanceMs: ms }),
    set: (iso) => move({ set: iso }),
    reset: () => move({ reset: true }),
  };
}
