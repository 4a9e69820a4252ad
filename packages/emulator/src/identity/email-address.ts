/** E-mail addresses as login ids: a pragmatic format check and the normal form used for lookups. */
import { invalidEmail } from "./identity-failures.ts";

const EMAIL =
  /^[^\s@"<>(),;:\\[\]]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * `value` trimmed, when it is an e-mail address of at most 254 characters; else the
 * provider's field violation (`data.type` EMAIL) on `field`.
 *
 * @example
 * requireEmail(" ada@example.com "); // "ada@example.com"
 */
export function requireEmail(value: unknown, field = "loginId.email"): string {
  const email = typeof value === "string" ? value.trim() : "";
  if (email.length > 254 || !EMAIL.test(email)) throw invalidEmail(field);
  return email;
}
