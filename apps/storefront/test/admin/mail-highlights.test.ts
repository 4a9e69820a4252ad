/** Codes and links picked out of dev-mailbox e-mails. */
import { describe, expect, it } from "vitest";
import { mailHighlights } from "../../src/components/dev/mail-highlights.ts";

describe("mail highlights", () => {
  it("finds a verification code", () => {
    expect(mailHighlights("Your verification code is 482913. It expires in 10 minutes.")).toEqual({
      codes: ["482913"],
      links: [],
    });
  });

  it("finds a link once and ignores digits inside it", () => {
    const link = "http://127.0.0.1:4000/_hosted/reset-password?token=123456abc";
    expect(mailHighlights(`Reset your password: ${link}\nOr paste ${link}.`)).toEqual({
      codes: [],
      links: [link],
    });
  });

  it("does not take longer numbers for codes", () => {
    expect(mailHighlights("Order 12345678 shipped, code 654321").codes).toEqual(["654321"]);
  });
});
