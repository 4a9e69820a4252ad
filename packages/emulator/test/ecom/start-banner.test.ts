/**
 * The start banner names the shop's coupon, shipping and tax (the demo
 * store's here; the flags' values are parsed in `start-options.test.ts` and
 * described by `describeShop` in `totals.test.ts`).
 */

import { expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the CLI's start command and the banner it prints
import { startEmulator } from "../../src/cli/start-command.ts";
// biome-ignore lint/style/noRestrictedImports: examines the CLI's start command, given its parsed options
import { parseStartOptions } from "../../src/cli/start-options.ts";

it("prints the demo store's coupon, shipping and tax at start", async () => {
  const lines: string[] = [];
  const options = parseStartOptions(["--in-memory", "--port", "0", "--seed", "demo"], {});
  const stop = await startEmulator(options, {
    log: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  await stop();
  expect(lines).toContain("shop: coupon VITRINE10 (10% off); shipping 5.00 flat; tax 8%");
}, 120_000);
