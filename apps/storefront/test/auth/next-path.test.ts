/** `safeNextPath`: where a sign-in may send the member next. Only a path on this site, never another host. */
import { describe, expect, it } from "vitest";
import { paths } from "../../src/app/paths.ts";
import { safeNextPath } from "../../src/components/auth/safe-next-path.ts";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query and fragment, resolved as the browser resolves it", () => {
    expect(safeNextPath("/shop?q=tee#top")).toBe("/shop?q=tee#top");
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath("/a/../shop")).toBe("/shop");
  });

  it.each([
    "//evil.example/steal",
    "/\\evil.example/steal",
    "/\t/evil.example/steal",
    "/\n/evil.example",
    "/..//evil.example/steal",
    "/.//evil.example/steal",
    "/a/../..//evil.example",
    "/%2e%2e//evil.example",
    "/./\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "shop",
    "",
    null,
    undefined,
  ])("sends %j to the account page", (next) => {
    const path = safeNextPath(next);
    expect(path).toBe(paths.account);
  });

  it("never returns a path the browser would read as another host", () => {
    for (const prefix of ["/", "/.", "/..", "/./..", "/%2e", "/a/.."])
      for (const sep of ["//", "/\\", "\\/", "\\\\", "/\t/"]) {
        const path = safeNextPath(`${prefix}${sep}evil.example/x`);
        expect(new URL(path, "http://shop.test").origin).toBe("http://shop.test");
        expect(path.startsWith("//")).toBe(false);
      }
  });
});
