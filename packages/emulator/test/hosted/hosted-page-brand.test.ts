/**
 * The store's brand on the hosted pages, against the emulator on a real database: the flags
 * `--store-name`, `--brand-color`, `--logo-url` (listed in `--help`, bad values refused with the
 * flag's name), `createApp` refusing a brand it cannot show, every page's header and title naming
 * the store (a `<script>` in the name stays text), the logo shown with its origin and nothing else
 * allowed for images, each app with its own brand, the accent's palette keeping WCAG AA for any
 * colour, and the console's overview showing the brand.
 */

import { createApp, defaultConfig } from "@vitrine/emulator";
import { createTestApp, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the CLI's brand flags
import { parseStartOptions, USAGE, UsageError } from "../../src/cli/start-options.ts";
// biome-ignore lint/style/noRestrictedImports: the header the console's own requests carry
import { CONSOLE_HEADER } from "../../src/dev/recent-requests.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the brand palette
import { brandPalette, contrastRatio } from "../../src/html/brand-palette.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabase } from "../support/test-database.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const EVIL_NAME = `Tea & <script>alert("x")</script> Cups`;

describe("the store's brand on the hosted pages", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("takes --store-name, --brand-color and --logo-url, lists them in --help and refuses bad values", () => {
    expect(parseStartOptions([], {}).brand).toEqual({
      storeName: "Vitrine store",
      accentColor: "#1f55d6",
      logoUrl: undefined,
    });
    const flags = [
      "--store-name",
      "Tea & Cups",
      "--brand-color",
      "#c0ffee",
      "--logo-url",
      "https://cdn.test/l.svg",
    ];
    expect(parseStartOptions(flags, {}).brand).toEqual({
      storeName: "Tea & Cups",
      accentColor: "#c0ffee",
      logoUrl: "https://cdn.test/l.svg",
    });
    for (const flag of ["--store-name NAME", "--brand-color #RRGGBB", "--logo-url URL"])
      expect(USAGE).toContain(flag);
    for (const [args, message] of [
      [["--brand-color", "blue"], "--brand-color needs a hex colour #rgb or #rrggbb, not blue"],
      [["--brand-color", "#12345"], "--brand-color needs a hex colour"],
      [["--logo-url", "javascript:alert(1)"], "--logo-url needs an http(s) URL, not javascript:alert(1)"],
      [["--logo-url", "logo.png"], "--logo-url needs an http(s) URL"],
      [["--store-name", "  "], "--store-name needs 1 to 80 printable characters"],
      [["--store-name", "x".repeat(81)], "--store-name needs 1 to 80 printable characters"],
    ] as const) {
      expect(() => parseStartOptions([...args], {}), args.join(" ")).toThrow(UsageError);
      expect(() => parseStartOptions([...args], {}), args.join(" ")).toThrow(message);
    }
  });

  it("refuses at createApp a brand its pages cannot show", async () => {
    const db = await testDatabase();
    const config = defaultConfig({ brand: { storeName: "Shop", accentColor: "#1f55d6", logoUrl: "data:x" } });
    expect(() => createApp({ db, config })).toThrow("--logo-url needs an http(s) URL, not data:x");
  });

  it("names the store in every page's header and title, as text, with its logo and accent", async () => {
    t = await startTestApp({
      brand: { storeName: EVIL_NAME, accentColor: "#ffcc00", logoUrl: "https://cdn.test/logo.svg?a=1&b=2" },
    });
    const created = await postAsVisitor(t, SESSION, { login: {} });
    const url = new URL(created.body.redirectSession.fullUrl);
    const pages = [
      await t.inject({ method: "GET", url: `${url.pathname}${url.search}` }),
      await t.inject({ method: "GET", url: "/_hosted/reset-password?token=unknown" }),
      await t.inject({ method: "GET", url: "/_hosted/checkout?sessionId=unknown" }),
    ];
    const escaped = "Tea &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Cups";
    for (const page of pages) {
      expect(page.body).not.toContain("<script>alert");
      expect(page.body).toContain(`<span>${escaped}</span>`);
      expect(page.body).toMatch(new RegExp(`<title>[^<]+ · ${escaped.replace(/[()]/g, "\\$&")}</title>`));
      expect(page.body).toContain(
        '<img class="store-logo" src="https://cdn.test/logo.svg?a=1&amp;b=2" alt="">',
      );
      expect(page.body).toContain(":root{--accent:#ffcc00;--accent-ink:#000000;--accent-text:");
      expect(page.headers["content-security-policy"]).toContain("img-src https://cdn.test;");
    }
  });

  it("keeps each app's brand its own, and shows no logo without one", async () => {
    t = await startTestApp({ brand: { storeName: "First shop", accentColor: "#1f55d6" } });
    const second = await createTestApp(t.db, { brand: { storeName: "Second shop", accentColor: "#0a7d32" } });
    try {
      const path = "/_hosted/reset-password?token=unknown";
      const [first, other] = await Promise.all([
        t.inject({ method: "GET", url: path }),
        second.inject({ method: "GET", url: path }),
      ]);
      expect(first.body).toContain("<span>First shop</span>");
      expect(other.body).toContain("<span>Second shop</span>");
      expect(other.body).toContain("--accent:#0a7d32");
      expect(first.body).not.toContain("<img");
      expect(first.headers["content-security-policy"]).not.toContain("img-src");
    } finally {
      await second.close();
    }
  });

  it("keeps AA contrast for any accent: ink on it and text drawn in it on white", () => {
    for (let red = 0; red < 256; red += 51)
      for (let green = 0; green < 256; green += 51)
        for (let blue = 0; blue < 256; blue += 51) {
          const colour = `#${[red, green, blue].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
          const palette = brandPalette(colour);
          expect(contrastRatio(palette.accent, palette.accentInk), colour).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(palette.accentText, "#ffffff"), colour).toBeGreaterThanOrEqual(4.5);
        }
    expect(brandPalette("#1f55d6")).toEqual({
      accent: "#1f55d6",
      accentInk: "#ffffff",
      accentText: "#1f55d6",
    });
    expect(brandPalette("#FC0").accent).toBe("#ffcc00");
  });

  it("shows the brand on the console's overview", async () => {
    const brand = { storeName: "Tea & Cups", accentColor: "#0a7d32", logoUrl: "https://cdn.test/logo.svg" };
    t = await startTestApp({ brand });
    const overview = await t.inject({
      method: "GET",
      url: "/_dev/overview",
      headers: { [CONSOLE_HEADER]: "1" },
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().store.brand).toEqual(brand);
  });
});
