/**
 * Create an account: e-mail, password and profile (first and last name, nickname, phone). The
 * store usually asks to confirm the e-mail with a mailed code next; otherwise the member is
 * signed in at once and goes to `?next=`.
 */
import type { IdentityProfile } from "@vitrine/sdk/identity";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { AuthCard } from "../components/auth/auth-card.tsx";
import { AuthForm } from "../components/auth/auth-form.tsx";
import { useSignInStep } from "../components/auth/use-sign-in-step.ts";
import { emailProblem, formText, PASSWORD_LENGTH, passwordProblem } from "../components/auth/validation.ts";
import { TextField } from "../components/forms/form-field.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The profile fields the form offers, with the identity profile field each fills. */
function profileOf(form: FormData): IdentityProfile {
  const profile: IdentityProfile = {};
  const firstName = formText(form, "firstName").trim();
  const lastName = formText(form, "lastName").trim();
  const nickname = formText(form, "nickname").trim();
  const phone = formText(form, "phone").trim();
  if (firstName) profile.firstName = firstName;
  if (lastName) profile.lastName = lastName;
  if (nickname) profile.nickname = nickname;
  if (phone) profile.phones = [phone];
  return profile;
}

/** The registration page. */
export function RegisterPage() {
  useDocumentTitle("Create an account");
  const { auth, next, errors, status, setStatus, follow } = useSignInStep();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, "email").trim();
    const password = formText(form, "password");
    const phone = formText(form, "phone").trim();
    const problems = {
      firstName: formText(form, "firstName").trim() ? undefined : "Enter your first name.",
      email: emailProblem(email),
      password: passwordProblem(password),
      phone:
        phone && !/^\+?[\d\s().-]{6,20}$/.test(phone)
          ? "Enter a phone number, like +44 20 7946 0000."
          : undefined,
    };
    errors.show(problems);
    if (Object.values(problems).some(Boolean)) return;
    setStatus("Creating your account…");
    follow(await auth.register({ email, password, profile: profileOf(form) }), email);
  };

  return (
    <AuthCard
      title="Create an account"
      lead="Save your details for faster checkout and follow your orders."
      footer={
        <p>
          Already have an account?{" "}
          <Link to={`${paths.signIn}?next=${encodeURIComponent(next)}`}>Sign in</Link>
        </p>
      }
    >
      <AuthForm
        label="Create an account"
        errors={errors}
        status={status}
        onSubmit={submit}
        submitLabel="Create account"
        pendingLabel="Creating your account…"
        pending={auth.pending}
      >
        <div className="auth-form__row">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            error={errors.fieldErrors.firstName}
          />
          <TextField label="Last name" name="lastName" autoComplete="family-name" maxLength={100} optional />
        </div>
        <TextField
          label="Nickname"
          name="nickname"
          autoComplete="nickname"
          maxLength={100}
          optional
          hint="Shown when you are signed in."
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.fieldErrors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          error={errors.fieldErrors.phone}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          hint={`At least ${PASSWORD_LENGTH.min} characters.`}
          error={errors.fieldErrors.password}
        />
      </AuthForm>
    </AuthCard>
  );
}
