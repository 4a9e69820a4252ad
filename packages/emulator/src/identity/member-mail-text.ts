/**
 * The words of the e-mails (and texts and calls) a member gets from the store: the verification
 * code, the password-reset and activation links, and the phone sign-in codes. Each names the
 * store (`config.brand.storeName`), which also signs it, as a provider's site mails do; the
 * sender is the store too (`mail/mail-sender.ts`). A code or link comes before any other number
 * or URL, so a reader (the CLI's line, the test fixture's `latestCode`) finds it first.
 */
import type { EmulatorConfig, SentMail } from "../config.ts";

/** A mail's subject and text, without its recipient. */
export type MailText = Omit<SentMail, "to">;

/** The phone factors a code is sent to. */
export type PhoneChannel = "SMS" | "CALL";

const storeOf = (config: EmulatorConfig) => config.brand.storeName;

/**
 * The e-mail carrying a 6-digit verification `code` (valid 10 minutes).
 *
 * @example
 * ```ts
 * verificationCodeMail(config, "123456").subject; // "Your verification code"
 * ```
 */
export function verificationCodeMail(config: EmulatorConfig, code: string): MailText {
  const store = storeOf(config);
  return {
    subject: "Your verification code",
    body: `Your verification code is ${code}. It expires in 10 minutes.\n\nEnter it to confirm your e-mail address at ${store}. If you did not ask for it, you can ignore this e-mail.\n\n${store}`,
  };
}

/**
 * The e-mail carrying a password-reset (`recovery`) or account-activation `link` (valid 1 hour).
 *
 * @example
 * ```ts
 * recoveryLinkMail(config, "recovery", link).subject; // "Reset your password"
 * ```
 */
export function recoveryLinkMail(
  config: EmulatorConfig,
  purpose: "recovery" | "activation",
  link: string,
): MailText {
  const store = storeOf(config);
  if (purpose === "activation")
    return {
      subject: "Activate your account",
      body: `${store} made you an account. Set a password to activate it (the link works once, for 1 hour):\n${link}\n\n${store}`,
    };
  return {
    subject: "Reset your password",
    body: `Someone asked to reset your password at ${store}. Choose a new one here (the link works once, for 1 hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n\n${store}`,
  };
}

/**
 * The text message or voice call carrying a sign-in `code`, left in the dev mailbox.
 *
 * @example
 * ```ts
 * phoneCodeMessage(config, "SMS", "123456").body; // "123456 is your sign-in code for Vitrine store."
 * ```
 */
export function phoneCodeMessage(config: EmulatorConfig, channel: PhoneChannel, code: string): MailText {
  const store = storeOf(config);
  return channel === "SMS"
    ? { subject: "Text message", body: `${code} is your sign-in code for ${store}.` }
    : {
        subject: "Voice call",
        body: `Your sign-in code is ${code}. Again: ${code}. This call is from ${store}.`,
      };
}
