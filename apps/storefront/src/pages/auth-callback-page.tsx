/**
 * Where the hosted sign-in page sends the browser back: the answer in the URL is exchanged for
 * member tokens once, then the member goes on to the page they signed in from.
 */
import { useAuth } from "@vitrine/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../app/paths.ts";
import { AuthCard } from "../components/auth/auth-card.tsx";
import { authMessage } from "../components/auth/auth-messages.ts";
import { safeNextPath } from "../components/auth/safe-next-path.ts";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The redirect sign-in's callback page. */
export function AuthCallbackPage() {
  useDocumentTitle("Signing in");
  const { finishHostedLogin } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (started.current) return; // the answer's code can be exchanged only once
    started.current = true;
    void finishHostedLogin(window.location.href).then(({ error, originalUri }) => {
      if (error) setProblem(authMessage(error));
      else navigate(safeNextPath(originalUri), { replace: true });
    });
  }, [finishHostedLogin, navigate]);

  if (!problem)
    return (
      <AuthCard title="Signing you in…">
        <p className="auth-alert auth-alert--status" aria-live="polite">
          One moment, we are finishing your sign-in.
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Sign-in not completed">
      <p className="auth-alert auth-alert--error" role="alert">
        {problem}
      </p>
      <p>
        <Link className="button" to={paths.signIn}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
