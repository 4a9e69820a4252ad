/**
 * "Sign out": forgets the member here, then passes through the hosted sign-out page (which ends
 * the hosted session too) and comes back to the home page, signed out. It uses `signOut`, not
 * `useAuth`, so the header that shows it does not load the sign-in flows on every page.
 */
import { identityClientOf, signOut, useVitrineClient } from "@vitrine/react";
import { useState } from "react";

/** Props of {@link SignOutButton}. */
export interface SignOutButtonProps {
  className?: string;
}

/** A button that signs the member out. */
export function SignOutButton({ className = "button button--secondary" }: SignOutButtonProps) {
  const client = identityClientOf(useVitrineClient());
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    const { logoutUrl } = await signOut(client, `${window.location.origin}/`);
    window.location.assign(logoutUrl);
  };
  return (
    <button type="button" className={className} onClick={leave} disabled={leaving}>
      {leaving ? "Signing out…" : "Sign out"}
    </button>
  );
}
