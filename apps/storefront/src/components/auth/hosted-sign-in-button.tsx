/**
 * "Sign in on the secure page": the redirect flow. The browser leaves for the hosted sign-in page
 * and comes back to the callback route, which finishes the sign-in and returns to `next`. The
 * flow starts in the page's script, so the button is enabled once the page has hydrated.
 */
import { authErrorOf, useAuth } from "@vitrine/react";
import { useState } from "react";
import { paths } from "../../app/paths.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { authMessage } from "./auth-messages.ts";

/** Props of {@link HostedSignInButton}. */
export interface HostedSignInButtonProps {
  /** Where to return after signing in (a path on this site). */
  next: string;
}

/** A button that sends the browser to the hosted sign-in page. */
export function HostedSignInButton({ next }: HostedSignInButtonProps) {
  const auth = useAuth();
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const start = async () => {
    setLeaving(true);
    setProblem(undefined);
    try {
      window.location.assign(
        await auth.startHostedLogin(`${window.location.origin}${paths.authCallback}`, next),
      );
    } catch (error) {
      setLeaving(false);
      setProblem(authMessage(authErrorOf(error)));
    }
  };
  return (
    <div className="auth-hosted">
      <button
        type="button"
        className="button button--secondary auth-hosted__button"
        onClick={start}
        disabled={leaving || !hydrated}
      >
        {leaving ? "Opening the secure page…" : "Sign in on the secure page"}
      </button>
      {problem ? (
        <p className="auth-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
