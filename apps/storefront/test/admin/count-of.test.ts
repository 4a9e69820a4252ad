/** `countOf`: a count with its noun in the right number, as the dashboard's messages write it. */
import { describe, expect, it } from "vitest";
import { countOf } from "../../src/admin/count-of.ts";

describe("countOf", () => {
  it("writes the singular for one, the plural otherwise", () => {
    expect(countOf(1, "variant")).toBe("1 variant");
    expect(countOf(2, "variant")).toBe("2 variants");
    expect(countOf(0, "product")).toBe("0 products");
    expect(countOf(100, "product")).toBe("100 products");
  });

  it("takes a plural that is not the singular plus s", () => {
    expect(countOf(1, "match", "matches")).toBe("1 match");
    expect(countOf(3, "match", "matches")).toBe("3 matches");
  });
});
