/** The shop flags of `vitrine-emulator start`: coupons, shipping and tax, and the demo store's defaults. */
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the CLI's option parser
import { parseStartOptions, UsageError } from "../../src/cli/start-options.ts";

describe("shop flags", () => {
  it("has no coupons, free shipping and no tax by default; the demo store's with --seed demo", () => {
    expect(parseStartOptions([], {}).shop).toEqual({ coupons: [], shippingFlatRate: 0, taxRatePercent: 0 });
    expect(parseStartOptions(["--seed", "demo"], {}).shop).toEqual({
      coupons: [{ code: "VITRINE10", percentOff: 10 }],
      shippingFlatRate: 5,
      taxRatePercent: 8,
    });
  });

  it("reads --coupon (repeatable), --shipping-rate and --tax-rate, over the demo's", () => {
    const options = parseStartOptions(
      [
        "--seed",
        "demo",
        "--coupon",
        "SPRING:15",
        "--coupon",
        "HALF:50",
        "--shipping-rate",
        "4.95",
        "--tax-rate",
        "7.25",
      ],
      {},
    );
    expect(options.shop).toEqual({
      coupons: [
        { code: "SPRING", percentOff: 15 },
        { code: "HALF", percentOff: 50 },
      ],
      shippingFlatRate: 4.95,
      taxRatePercent: 7.25,
    });
  });

  it("refuses bad values", () => {
    for (const args of [
      ["--coupon", "NOPERCENT"],
      ["--coupon", "FREE:0"],
      ["--coupon", "TOO:101"],
      ["--shipping-rate", "-1"],
      ["--shipping-rate", "1.999"],
      ["--tax-rate", "101"],
      ["--tax-rate", "eight"],
    ])
      expect(() => parseStartOptions(args, {})).toThrow(UsageError);
  });
});
