/**
 * `--seed demo`'s background history on a real database (PGlite and PostgreSQL) takes its present
 * from the emulator's movable clock: with the stored clock moved 30 days ahead, its 90 days start
 * 60 days before the machine's time, not 90. Stopped at its first progress line (a quarter of the
 * days written), so the test stays short.
 */

import { defaultConfig } from "@vitrine/emulator";
import { demoShopSettings, seedDemoStore } from "@vitrine/emulator/testing";
import { beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the CLI's demo history seed
import { writeDemoHistory } from "../../src/cli/demo-history-seed.ts";
// biome-ignore lint/style/noRestrictedImports: the CLI's output the seed writes its progress to
import type { Output } from "../../src/cli/output.ts";
// biome-ignore lint/style/noRestrictedImports: the seed runs under the app's movable clock
import { Clock } from "../../src/clock.ts";
import { resetDatabase, testBackend, testDatabase } from "../support/test-database.ts";

const db = await testDatabase();
beforeEach(() => resetDatabase(db));

const DAY = 86_400_000;

describe(`the demo history's present on ${testBackend}`, () => {
  it("ends at the emulator's clock, moved 30 days ahead", { timeout: 180_000 }, async () => {
    await seedDemoStore(db, "http://localhost:4000");
    await new Clock(db).advance(30 * DAY);
    const lines: string[] = [];
    const stop = new AbortController();
    const out: Output = {
      log: (line) => {
        lines.push(line);
        stop.abort();
      },
      error: (line) => lines.push(line),
    };
    const config = defaultConfig({ shop: demoShopSettings(), publicUrl: "http://localhost:4000" });

    await writeDemoHistory(db, config, out, stop.signal);

    expect(lines).toEqual([
      expect.stringMatching(/^demo history \(days of orders and carts written\): \d+ of \d+ \(2\d%\)$/),
    ]);
    const [oldest] = await db.query<{ at: Date }>("select min(created_at) as at from orders");
    const before = Date.now() - (oldest?.at.getTime() ?? 0);
    expect(before).toBeGreaterThan(55 * DAY);
    expect(before).toBeLessThan(61 * DAY);
  });
});
