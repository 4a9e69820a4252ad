/**
 * The member model and where it is kept: an identity answer becomes a member, the greeting name
 * falls back from nickname to full name to e-mail, and the kept member survives a new module
 * instance only through `localStorage` (happy-dom's), keyed by OAuth client.
 */
import { afterEach, describe, expect, it } from "vitest";
import { forgetMember, rememberedMember, rememberMember } from "../src/auth-member-store.ts";
import { memberDisplayName, memberFromIdentity } from "../src/index.ts";

afterEach(() => localStorage.clear());

describe("memberFromIdentity and memberDisplayName", () => {
  it("takes id, e-mail, status and profile from an identity answer", () => {
    const member = memberFromIdentity({
      id: "m-1",
      email: { address: "ada@example.com", isVerified: true },
      status: { name: "ACTIVE" },
      identityProfile: { firstName: "Ada", lastName: "Lovelace", phones: ["+44 20 7946 0000"] },
    });
    expect(member).toEqual({
      id: "m-1",
      email: "ada@example.com",
      emailVerified: true,
      status: "ACTIVE",
      profile: { firstName: "Ada", lastName: "Lovelace", phones: ["+44 20 7946 0000"] },
    });
    expect(memberFromIdentity({})).toEqual({ profile: {} });
  });

  it("greets by nickname, then full name, then e-mail, then the fallback", () => {
    expect(memberDisplayName({ profile: { nickname: "ada", firstName: "Ada" } })).toBe("ada");
    expect(memberDisplayName({ profile: { firstName: "Ada", lastName: "Lovelace" } })).toBe("Ada Lovelace");
    expect(memberDisplayName({ profile: { lastName: "Lovelace" } })).toBe("Lovelace");
    expect(memberDisplayName({ email: "ada@example.com", profile: {} })).toBe("ada@example.com");
    expect(memberDisplayName({ profile: {} })).toBe("Member");
    expect(memberDisplayName({ profile: {} }, "Account")).toBe("Account");
  });
});

describe("the kept member", () => {
  it("is stored per OAuth client in localStorage and forgotten on request", () => {
    rememberMember("shop-a", { email: "a@example.com", profile: { nickname: "a" } });
    expect(JSON.parse(localStorage.getItem("vitrine.member.shop-a") ?? "null")).toEqual({
      email: "a@example.com",
      profile: { nickname: "a" },
    });
    expect(rememberedMember("shop-a")?.profile.nickname).toBe("a");
    expect(rememberedMember("shop-b")).toBeUndefined();
    forgetMember("shop-a");
    expect(rememberedMember("shop-a")).toBeUndefined();
  });

  it("ignores what is not a kept member", () => {
    localStorage.setItem("vitrine.member.shop-a", "{not json");
    expect(rememberedMember("shop-a")).toBeUndefined();
    localStorage.setItem("vitrine.member.shop-a", '"a string"');
    expect(rememberedMember("shop-a")).toBeUndefined();
  });
});
