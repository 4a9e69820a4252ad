/**
 * Confirm the e-mail: the 6-digit code the store mailed after registering (or signing in with an
 * unconfirmed e-mail), with a button to mail a new one. A right code signs the member in here.
 */
import type { FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../app/paths.ts";
import { AuthCard } from "../components/auth/auth-card.tsx";
import { AuthForm } from "../components/auth/auth-form.tsx";
import { authMessage } from "../components/auth/auth-messages.ts";
import { SignInLinks } from "../components/auth/sign-in-links.tsx";
import { useSignInStep, type VerifyEmailState } from "../components/auth/use-sign-in-step.ts";
import { codeProblem, formText } from "../components/auth/validation.ts";
import { TextField } from "../components/forms/form-field.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The e-mail verification page. */
export function VerifyEmailPage() {
  useDocumentTitle("Confirm your e-mail");
  const { email, next } = (useLocation().state ?? {}) as VerifyEmailState;
  const { auth, errors, status, setStatus, follow } = useSignInStep(next);

  if (auth.state.loginState !== "EMAIL_VERIFICATION_REQUIRED" && !auth.error)
    return (
      <AuthCard
        title="Confirm your e-mail"
        lead="No confirmation code is expected right now. Sign in again to get a new one."
      >
        <SignInLinks />
      </AuthCard>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), "code").trim();
    const problem = codeProblem(code);
    errors.show({ code: problem });
    if (problem) return;
    setStatus("Checking the code…");
    follow(await auth.verify(code));
  };

  const resend = async () => {
    setStatus("Sending a new code…");
    const { error } = await auth.resendCode();
    if (error) {
      setStatus(undefined);
      errors.show({}, authMessage(error));
    } else {
      errors.clear();
      setStatus(`We sent a new code${email ? ` to ${email}` : ""}. It is valid for 10 minutes.`);
    }
  };

  return (
    <AuthCard
      title="Confirm your e-mail"
      lead={
        <>
          We sent a 6-digit code to {email ? <strong>{email}</strong> : "your e-mail address"}. Enter it to
          finish.
        </>
      }
      footer={
        <p>
          Wrong address? <Link to={paths.register}>Start again</Link>
        </p>
      }
    >
      <AuthForm
        label="Confirm your e-mail"
        errors={errors}
        status={status}
        onSubmit={submit}
        submitLabel="Confirm"
        pendingLabel="Checking…"
        pending={auth.pending}
      >
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          className="auth-code"
          error={errors.fieldErrors.code}
        />
      </AuthForm>
      <p className="auth-resend">
        Did not get it? Check your spam folder, or{" "}
        <button type="button" className="link-button" onClick={resend} disabled={auth.pending}>
          send a new code
        </button>
        .
      </p>
    </AuthCard>
  );
}
