/**
 * The fixture's `clock` against a whole emulator over HTTP: it reads the
 * emulator's time, moves it forward (a visitor token issued before expires
 * 4 hours later), refuses to go back, and resets to real time.
 */

import { type RunningEmulator, startEmulator } from "@vitrine/emulator/testing";
import { afterAll, beforeAll, expect, it } from "vitest";

const HOUR = 3_600_000;
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ seed: "empty" });
});
afterAll(() => emulator.stop());

async function visitorToken(): Promise<string> {
  const response = await fetch(`${emulator.url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: emulator.clientId, grantType: "anonymous" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const currentCart = (token: string) =>
  fetch(`${emulator.url}/ecom/v1/carts/current`, { headers: { authorization: token } });

it("moves the emulator's time forward only, and back to real time on reset", async () => {
  const start = await emulator.clock.now();
  expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(1_000);
  const token = await visitorToken();
  expect((await currentCart(token)).status).not.toBe(401);

  const later = await emulator.clock.advance(4 * HOUR + 1_000);
  expect(later.getTime() - start.getTime()).toBeGreaterThanOrEqual(4 * HOUR + 1_000);
  expect((await currentCart(token)).status).toBe(401);

  const target = new Date(later.getTime() + 24 * HOUR);
  expect((await emulator.clock.set(target.toISOString())).getTime()).toBeGreaterThanOrEqual(target.getTime());
  await expect(emulator.clock.set(start.toISOString())).rejects.toThrow(/400.*only moves forward/);

  const reset = await emulator.clock.reset();
  expect(Math.abs(reset.getTime() - Date.now())).toBeLessThan(1_000);
  expect((await currentCart(await visitorToken())).status).not.toBe(401);
});
