/**
 * Forgot password: the store e-mails a link to the hosted page where a new password is chosen;
 * that page sends the member back to the sign-in page. The answer is the same whether or not an
 * account uses the address, so the page cannot be used to find out who is a member.
 */
import { useAuth } from "@vitrine/react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { AuthCard } from "../components/auth/auth-card.tsx";
import { AuthForm } from "../components/auth/auth-form.tsx";
import { useAuthFormErrors } from "../components/auth/use-auth-form-errors.ts";
import { emailProblem, formText } from "../components/auth/validation.ts";
import { TextField } from "../components/forms/form-field.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The password-reset request page. */
export function ForgotPasswordPage() {
  useDocumentTitle("Reset your password");
  const auth = useAuth();
  const errors = useAuthFormErrors();
  const [status, setStatus] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email").trim();
    const problem = emailProblem(email);
    errors.show({ email: problem });
    if (problem) return;
    setStatus("Sending…");
    const { error } = await auth.sendPasswordReset(
      email,
      `${window.location.origin}${paths.signIn}?reset=done`,
    );
    if (error) {
      setStatus(undefined);
      errors.showAuthError(error);
    } else
      setStatus(
        `If an account uses ${email}, we sent it a link to choose a new password. It may take a minute to arrive.`,
      );
  };

  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the e-mail address you sign in with. We will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={paths.signIn}>Sign in</Link>
        </p>
      }
    >
      <AuthForm
        label="Reset your password"
        errors={errors}
        status={status}
        onSubmit={submit}
        submitLabel="Send the link"
        pendingLabel="Sending…"
        pending={auth.pending}
      >
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.fieldErrors.email}
        />
      </AuthForm>
    </AuthCard>
  );
}
