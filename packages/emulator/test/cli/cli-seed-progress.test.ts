/**
 * Progress of long seeds in the terminal, read from the CLI's own output (a pipe: one line per
 * quarter reached): `--seed-products N` generates N products in batches, telling how far it is
 * and closing with the count, before the listening line; the store written on exit, loaded into
 * another with `--seed-file`, tells how many records are loaded as it goes. A count that is not a
 * whole number is a usage error.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killStartedClis, runCli, startCli } from "@vitrine/testkit";
import { afterAll, describe, expect, it } from "vitest";

afterAll(killStartedClis);

/** The lines of `output` starting with `prefix`, in order. */
const linesOf = (output: string, prefix: string) =>
  output.split("\n").filter((line) => line.startsWith(prefix));

describe("vitrine-emulator seed progress", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("shows the progress of generated products, then of loading them from a store file", {
    timeout: 600_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-cli-progress-"));
    dirs.push(dir);
    const file = join(dir, "store.json");
    const generated = await startCli([
      "start",
      "--port",
      "0",
      "--in-memory",
      "--seed-products",
      "1000",
      "--export-on-exit",
      file,
    ]);
    expect(await generated.stop()).toEqual({ code: 0, signal: null });
    const output = generated.output();
    expect(linesOf(output, "generat")).toEqual([
      "generating 1000 products…",
      "generated products: 500 of 1000 (50%)",
      "generated products: 1000 added (catalogue v1)",
    ]);
    expect(output.indexOf("generated products: 1000 added")).toBeLessThan(output.indexOf("listening on"));

    const loaded = await startCli(["start", "--port", "0", "--in-memory", "--seed-file", file]);
    expect(await loaded.stop()).toEqual({ code: 0, signal: null });
    expect(linesOf(loaded.output(), "store file")).toEqual([
      "store file (records loaded): 500 of 1000 (50%)",
      "store file: 1000 products in 0 collections, 0 members, 0 webhook subscriptions",
    ]);
  });

  it("refuses a product count that is not a whole number", { timeout: 120_000 }, async () => {
    const { code, output } = await runCli(["start", "--seed-products", "many"]);
    expect(code).not.toBe(0);
    expect(output).toContain("--seed-products must be a whole number from 0 to 1000000, not many");
  });
});
