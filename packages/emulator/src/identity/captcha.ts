/**
 * Captcha checks. The emulator has no captcha service: a token is solved when it
 * is one of `memberPolicy.captchaTestTokens` (by default one random token per
 * start, printed by the CLI). Tokens come as
 * `captchaTokens: [{Recaptcha?, InvisibleRecaptcha?}]`.
 */
import type { MemberPolicy } from "../config.ts";
import { invalidField } from "../errors.ts";
import { invalidCaptcha, missingCaptcha } from "./identity-failures.ts";

function tokensOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidField("captchaTokens", "must be a list");
  return value.flatMap((entry) =>
    typeof entry === "object" && entry !== null
      ? Object.values(entry).filter((token): token is string => typeof token === "string" && token !== "")
      : [],
  );
}

/**
 * When `required`, throws -19971 without a token and -19970 when no token is a
 * known test token. When not required, tokens are ignored.
 *
 * @example
 * checkCaptcha(payload.captchaTokens, policy, policy.requireCaptcha);
 */
export function checkCaptcha(value: unknown, policy: MemberPolicy, required: boolean): void {
  const tokens = tokensOf(value);
  if (!required) return;
  if (tokens.length === 0) throw missingCaptcha();
  if (!tokens.some((token) => policy.captchaTestTokens.includes(token))) throw invalidCaptcha();
}
