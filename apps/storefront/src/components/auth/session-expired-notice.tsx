/**
 * Says so when the member's session ended on its own (the store refused to renew it): the header
 * turns to "Sign in" at the same moment, and without this the member would not know why. It
 * offers to sign in again, back to this page, and goes away once they are signed in again.
 */
import { identityClientOf, useVitrineClient } from "@vitrine/react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";

/** The notice, above the page, while the lost session is not replaced by a new sign-in. */
export function SessionExpiredNotice() {
  const { auth } = identityClientOf(useVitrineClient());
  const location = useLocation();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const stopExpired = auth.onSessionExpired(() => setExpired(true));
    const stopChanges = auth.onTokensChange((tokens) => {
      if (tokens.refreshToken.role === "member") setExpired(false);
    });
    return () => {
      stopExpired();
      stopChanges();
    };
  }, [auth]);
  if (!expired) return null;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <p className="auth-alert auth-alert--info session-expired" role="status">
      Your session has ended, so you are signed out.{" "}
      <Link to={`${paths.signIn}?next=${next}`}>Sign in again</Link>
    </p>
  );
}
