/** The words the sign-in pages show for a failure: a spent code points to what still works. */
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, authMessage } from "../../src/components/auth/auth-messages.ts";

describe("authMessage", () => {
  it("counts the tries left for a wrong code, in the right number", () => {
    expect(authMessage({ code: "wrongCode", message: "", attemptsLeft: 4 })).toBe(
      `${AUTH_MESSAGES.wrongCode} 4 tries left.`,
    );
    expect(authMessage({ code: "wrongCode", message: "", attemptsLeft: 1 })).toBe(
      `${AUTH_MESSAGES.wrongCode} 1 try left.`,
    );
    expect(authMessage({ code: "wrongCode", message: "" })).toBe(AUTH_MESSAGES.wrongCode);
  });

  it('says a code with no tries left is spent and a new one is needed, not "0 tries left"', () => {
    const spent = authMessage({ code: "wrongCode", message: "", attemptsLeft: 0 });
    expect(spent).not.toContain("0 tries");
    expect(spent).toContain("send a new code");
    expect(authMessage({ code: "codeExpired", message: "" })).toContain("send a new code");
  });
});
