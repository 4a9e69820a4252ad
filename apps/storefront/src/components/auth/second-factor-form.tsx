/**
 * The sign-in's second step, for a member with an authenticator app: the 6-digit code the app
 * shows now (or the one texted or called to the member's phone, once one was asked for). Its own
 * words, errors next to the field, and focus on the field when the step appears.
 */
import type { Auth, AuthOutcome } from "@vitrine/react";
import { type FormEvent, useEffect } from "react";
import { TextField } from "../forms/form-field.tsx";
import { AuthForm } from "./auth-form.tsx";
import { useAuthFormErrors } from "./use-auth-form-errors.ts";
import { formText } from "./validation.ts";

const SECOND_FACTOR_WORDS = {
  hint: "Open your authenticator app and enter the 6-digit code it shows for this store.",
  format: "Enter the 6-digit code from your authenticator app.",
  wrong: "That code is not right. Enter the code your app shows now; each code works once.",
  spent: "This sign-in has expired or the code was tried too often. Sign in again with your password.",
};

/** Props of {@link SecondFactorForm}: the page's auth state and where a step's outcome leads. */
export interface SecondFactorFormProps {
  auth: Auth;
  follow(outcome: AuthOutcome): void;
}

/** The code form of `MFA_REQUIRED`. */
export function SecondFactorForm({ auth, follow }: SecondFactorFormProps) {
  const errors = useAuthFormErrors();
  const { formRef } = errors;

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name='code']")?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), "code").trim();
    if (!/^\d{6}$/.test(code)) return errors.show({ code: SECOND_FACTOR_WORDS.format });
    const outcome = await auth.verify(code);
    if (outcome.error?.code === "wrongCode" && outcome.error.attemptsLeft !== 0)
      return errors.show({ code: SECOND_FACTOR_WORDS.wrong });
    if (outcome.error?.code === "wrongCode" || outcome.error?.code === "codeExpired")
      return errors.show({}, SECOND_FACTOR_WORDS.spent);
    if (outcome.error) return errors.showAuthError(outcome.error);
    errors.clear();
    follow(outcome);
  };

  return (
    <AuthForm
      label="Two-step sign-in"
      errors={errors}
      status={undefined}
      onSubmit={submit}
      submitLabel="Continue"
      pendingLabel="Checking…"
      pending={auth.pending}
    >
      <TextField
        label="Code from your authenticator app"
        name="code"
        hint={SECOND_FACTOR_WORDS.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        className="auth-code"
        error={errors.fieldErrors.code}
      />
    </AuthForm>
  );
}
