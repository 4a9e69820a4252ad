/** `vitrine-emulator start --catalog v1|v3`: the flag sets the config's catalogue version; other values are usage errors. */
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the CLI's option parser
import { parseStartOptions, UsageError } from "../../src/cli/start-options.ts";

describe("--catalog", () => {
  it("defaults to v1 and takes v3", () => {
    expect(parseStartOptions([], {}).catalogVersion).toBe("V1_CATALOG");
    expect(parseStartOptions(["--catalog", "v1"], {}).catalogVersion).toBe("V1_CATALOG");
    expect(parseStartOptions(["--catalog", "v3"], {}).catalogVersion).toBe("V3_CATALOG");
  });

  it("refuses anything else", () => {
    expect(() => parseStartOptions(["--catalog", "v2"], {})).toThrow(UsageError);
  });
});
