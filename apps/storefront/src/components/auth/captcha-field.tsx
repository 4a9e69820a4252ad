/**
 * The captcha step of the sign-in form: once the store asks for a captcha (too many attempts for
 * the account), a labelled field for its answer, described by a hint and tied to its error, which
 * takes focus when it appears. Against the local emulator the answer is its captcha test token,
 * printed when it starts; a store on the provider would put its captcha widget here.
 */
import type { AuthError, AuthErrorCode } from "@vitrine/react";
import { TextField } from "../forms/form-field.tsx";

const CAPTCHA_ERRORS: ReadonlySet<AuthErrorCode> = new Set(["missingCaptchaToken", "invalidCaptchaToken"]);

/** Whether `error` asks for the captcha step. */
export function isCaptchaError(error: AuthError | undefined): error is AuthError {
  return error !== undefined && CAPTCHA_ERRORS.has(error.code);
}

/** The captcha field, with its error. */
export function CaptchaField({ error }: { error: string | undefined }) {
  return (
    <TextField
      label="Captcha"
      name="captcha"
      autoComplete="off"
      spellCheck={false}
      required
      hint="Enter the captcha test token the store's emulator printed when it started."
      error={error}
    />
  );
}
