import { describe, expect, it } from "vitest";
import { systemClock } from "../src/core/clock.ts";

describe("systemClock.sleep", () => {
  it("waits the time out without a signal", async () => {
    const started = performance.now();
    await systemClock.sleep(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(19);
  });

  it("ends with the signal's reason when the signal aborts", async () => {
    const controller = new AbortController();
    const sleeping = systemClock.sleep(60_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(sleeping).rejects.toThrow("stop");
  });

  it("does not start when the signal has already aborted", async () => {
    await expect(systemClock.sleep(60_000, AbortSignal.abort("gone"))).rejects.toBe("gone");
  });
});
