/**
 * The brand flags on the built `vitrine-emulator`: `--store-name`, `--brand-color` and
 * `--logo-url` are printed in the banner and drawn on the hosted pages it serves, and a colour
 * that is not one stops the start with the flag's message (exit code 2).
 */
import { killStartedClis, runCli, startCli } from "@vitrine/testkit";
import { afterAll, describe, expect, it } from "vitest";

// An emulator a timed-out test started ends with the file.
afterAll(killStartedClis);

// The CLI runs on a PGlite of its own: the PGlite project alone runs this file (vitest.projects.ts).
/** A process start runs the migrations on a fresh PGlite: seconds alone, far more on a loaded machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

describe("vitrine-emulator's brand flags", { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it("prints the brand and draws the hosted pages with it", async () => {
    const cli = await startCli([
      "start",
      "--port",
      "0",
      "--in-memory",
      "--store-name",
      "Tea & <Cups>",
      "--brand-color",
      "#0a7d32",
      "--logo-url",
      "https://cdn.example/logo.svg",
    ]);
    try {
      expect(cli.output()).toContain(
        "brand: Tea & <Cups>; accent #0a7d32; logo https://cdn.example/logo.svg",
      );
      const page = await fetch(`${cli.baseUrl}/_hosted/reset-password?token=unknown`);
      const body = await page.text();
      expect(body).toContain("<span>Tea &amp; &lt;Cups&gt;</span>");
      expect(body).toContain("--accent:#0a7d32");
      expect(page.headers.get("content-security-policy")).toContain("img-src https://cdn.example");
    } finally {
      expect(await cli.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    }
  });

  it("refuses a --brand-color that is no hex colour (exit code 2)", async () => {
    const { code, output } = await runCli(["start", "--in-memory", "--brand-color", "green"]);
    expect(code).toBe(2);
    expect(output).toContain("--brand-color needs a hex colour #rgb or #rrggbb, not green");
  });
});
