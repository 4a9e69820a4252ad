/**
 * The member model: the members API's member (FULL fieldset) becomes the storefront's member,
 * and the greeting name falls back from nickname to full name to e-mail.
 */
import { describe, expect, it } from "vitest";
import { memberDisplayName, memberFromServer } from "../src/index.ts";

describe("memberFromServer and memberDisplayName", () => {
  it("takes id, e-mail, status, names, phones and picture from the server's member", () => {
    const member = memberFromServer({
      id: "m-1",
      loginEmail: "ada@example.com",
      loginEmailVerified: true,
      status: "APPROVED",
      profile: { nickname: "Countess", photo: { url: "https://example.com/ada.png" } },
      contact: {
        firstName: "Ada",
        lastName: "Lovelace",
        phones: ["+44 20 7946 0000"],
        emails: [],
        addresses: [],
      },
      createdDate: new Date(0),
    });
    expect(member).toEqual({
      id: "m-1",
      email: "ada@example.com",
      emailVerified: true,
      status: "APPROVED",
      profile: {
        nickname: "Countess",
        firstName: "Ada",
        lastName: "Lovelace",
        picture: "https://example.com/ada.png",
        phones: ["+44 20 7946 0000"],
      },
    });
    expect(memberFromServer({})).toEqual({ profile: {} });
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
