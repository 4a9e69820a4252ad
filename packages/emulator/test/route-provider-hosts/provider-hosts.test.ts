/**
 * Where a request to the provider's hosts lands on the emulator: same path and query on the
 * emulator's origin for the API, edge and media hosts; nothing for any other host; the emulator
 * URL checked once.
 */
import { describe, expect, it } from "vitest";
// biome-ignore-start lint/style/noRestrictedImports: unit test of the provider host table
import {
  DEFAULT_EMULATOR_URL,
  emulatorOrigin,
  onEmulator,
  PROVIDER_HOSTS,
} from "../../src/route-provider-hosts/provider-hosts.ts";

// biome-ignore-end lint/style/noRestrictedImports: unit test of the provider host table

const origin = "http://127.0.0.1:4100";

describe("onEmulator", () => {
  it("moves each provider host onto the emulator, keeping path and query", () => {
    for (const host of PROVIDER_HOSTS)
      expect(onEmulator(`https://${host}/a/b%20c?x=1&y=%2F`, origin)).toBe(`${origin}/a/b%20c?x=1&y=%2F`);
    expect(onEmulator("https://static.wixstatic.com/media/a1~mv2.jpg/v1/fill/w_80,h_80/a1.jpg", origin)).toBe(
      `${origin}/media/a1~mv2.jpg/v1/fill/w_80,h_80/a1.jpg`,
    );
  });

  it("leaves other hosts, look-alikes and non-URLs alone", () => {
    for (const url of [
      "https://example.com/stores/v1/products",
      "https://wixapis.com/x",
      "https://www.wixapis.com.example.com/x",
      "https://video.wixstatic.com/video/x",
      "/relative/path",
      "not a url",
    ])
      expect(onEmulator(url, origin)).toBeUndefined();
  });
});

describe("emulatorOrigin", () => {
  it("takes the origin of an http(s) URL, and the default when none is set", () => {
    expect(emulatorOrigin("http://127.0.0.1:4100/some/path")).toBe(origin);
    expect(emulatorOrigin(undefined)).toBe(DEFAULT_EMULATOR_URL);
    expect(emulatorOrigin("  ")).toBe(DEFAULT_EMULATOR_URL);
  });

  it("refuses what is not an http(s) URL", () => {
    expect(() => emulatorOrigin("localhost:4000")).toThrow("must be an http(s) URL");
    expect(() => emulatorOrigin("::")).toThrow("the emulator URL is not a URL");
  });
});
