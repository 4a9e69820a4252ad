/**
 * The merchant sign-in form: API key (a password field, so it is not shown or remembered by
 * autofill as text) and site id. The key is checked with the server before it is kept.
 */
import { type FormEvent, useState } from "react";
import { useAdminSession } from "../../lib/admin-session.tsx";
import { errorMessage } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { FormMessage } from "../forms/form-message.tsx";

/** The demo store's site id, filled in for convenience (the key never is). */
const DEMO_SITE_ID = "vitrine-demo-site";

/** Props of {@link AdminSignInForm}. */
export interface AdminSignInFormProps {
  /** Why the form is shown. */
  intro: string;
}

/** Signs the merchant in with an API key. */
export function AdminSignInForm({ intro }: AdminSignInFormProps) {
  const { signIn } = useAdminSession();
  const [apiKey, setApiKey] = useState("");
  const [siteId, setSiteId] = useState(DEMO_SITE_ID);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await signIn({ apiKey: apiKey.trim(), siteId: siteId.trim() });
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form className="admin-card admin-sign-in" method="post" onSubmit={submit} aria-busy={busy}>
      <p>{intro}</p>
      <FormMessage error={error} />
      <TextField
        label="API key"
        type="password"
        name="apiKey"
        autoComplete="off"
        required
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        hint="`npm start` prints the demo store's key."
      />
      <TextField
        label="Site id"
        name="siteId"
        required
        value={siteId}
        onChange={(e) => setSiteId(e.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
