/** Checks the sign-in forms run before sending anything: the same limits the identity API sets. */

/** The identity API's password length limits. */
export const PASSWORD_LENGTH = { min: 8, max: 100 } as const;

/** A message when `value` is not an e-mail address. */
export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return "Enter your e-mail address.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()))
    return "Enter an e-mail address like name@example.com.";
  return undefined;
}

/** A message when `value` is not a usable password. */
export function passwordProblem(value: string): string | undefined {
  if (!value) return "Enter your password.";
  if (value.length < PASSWORD_LENGTH.min) return `Use at least ${PASSWORD_LENGTH.min} characters.`;
  if (value.length > PASSWORD_LENGTH.max) return `Use at most ${PASSWORD_LENGTH.max} characters.`;
  return undefined;
}

/** A message when `value` is not a six-digit code. */
export function codeProblem(value: string): string | undefined {
  if (!/^\d{6}$/.test(value.trim())) return "Enter the 6-digit code from the e-mail.";
  return undefined;
}

/** The text of the form field `name` (empty when absent). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
