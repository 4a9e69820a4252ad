/**
 * Sign in: e-mail and password checked on this page (the member stays here; a code is asked for
 * when the e-mail is not confirmed yet, the authenticator app's code when the member has one, and
 * a captcha once the account has had too many attempts), or the hosted sign-in page. Returns to
 * `?next=`.
 */
import { memberDisplayName } from "@vitrine/react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../app/paths.ts";
import { AuthCard } from "../components/auth/auth-card.tsx";
import { AuthForm } from "../components/auth/auth-form.tsx";
import { authMessage } from "../components/auth/auth-messages.ts";
import { CaptchaField, isCaptchaError } from "../components/auth/captcha-field.tsx";
import { HostedSignInButton } from "../components/auth/hosted-sign-in-button.tsx";
import { SecondFactorForm } from "../components/auth/second-factor-form.tsx";
import { useSignInStep } from "../components/auth/use-sign-in-step.ts";
import { emailProblem, formText } from "../components/auth/validation.ts";
import { TextField } from "../components/forms/form-field.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The sign-in page. */
export function SignInPage() {
  useDocumentTitle("Sign in");
  const { auth, next, errors, status, setStatus, follow } = useSignInStep();
  const [params] = useSearchParams();
  const [captchaAsked, setCaptchaAsked] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, "email").trim();
    const password = formText(form, "password");
    const captcha = formText(form, "captcha").trim();
    const problems = {
      email: emailProblem(email),
      password: password ? undefined : "Enter your password.",
      captcha: captchaAsked && !captcha ? "Enter the captcha answer." : undefined,
    };
    errors.show(problems);
    if (problems.email || problems.password || problems.captcha) return;
    setStatus("Signing in…");
    const outcome = await auth.login({
      email,
      password,
      ...(captcha ? { captchaTokens: { recaptchaToken: captcha } } : {}),
    });
    if (isCaptchaError(outcome.error)) {
      setStatus(undefined);
      setCaptchaAsked(true);
      errors.show({ captcha: authMessage(outcome.error) });
    } else follow(outcome, email);
  };

  const reset = params.get("reset") === "done";
  if (auth.state.loginState === "MFA_REQUIRED")
    return (
      <AuthCard title="Sign in" lead="One more step: your account is protected with an authenticator app.">
        <SecondFactorForm auth={auth} follow={follow} />
      </AuthCard>
    );
  return (
    <AuthCard
      title="Sign in"
      lead={
        reset
          ? "Your new password is saved. Sign in with it."
          : "Welcome back. Sign in to see your orders and account."
      }
      footer={
        <>
          <p>
            New here? <Link to={`${paths.register}?next=${encodeURIComponent(next)}`}>Create an account</Link>
          </p>
          <p>
            <Link to={paths.forgotPassword}>Forgot your password?</Link>
          </p>
        </>
      }
    >
      {auth.member ? (
        <p className="auth-alert auth-alert--info">
          You are signed in as {memberDisplayName(auth.member)}.{" "}
          <Link to={paths.account}>Go to your account</Link>
        </p>
      ) : null}
      <AuthForm
        label="Sign in with e-mail"
        errors={errors}
        status={status}
        onSubmit={submit}
        submitLabel="Sign in"
        pendingLabel="Signing in…"
        pending={auth.pending}
      >
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={errors.fieldErrors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.fieldErrors.password}
        />
        {captchaAsked ? <CaptchaField error={errors.fieldErrors.captcha} /> : null}
      </AuthForm>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <HostedSignInButton next={next} />
    </AuthCard>
  );
}
