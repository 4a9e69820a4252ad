/**
 * `useSignInStep()`: what the sign-in, register and verification pages share: the auth state,
 * the form's errors and live status, where to go once signed in (`?next=`, a path on this site),
 * and `follow(outcome)`, which goes where a step's outcome leads: the error next to its field, the
 * code entry, a message, or on to `next`.
 */
import { type AuthOutcome, useAuth } from "@vitrine/react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { safeNextPath } from "./safe-next-path.ts";
import { useAuthFormErrors } from "./use-auth-form-errors.ts";

/** What the code entry page is told by the page that sends the member there. */
export interface VerifyEmailState {
  email?: string;
  next?: string;
}

const AWAITING_APPROVAL =
  "Your account is waiting for the store's approval. We will e-mail you once it is approved.";

/** The shared state of a sign-in page; `wantedNext` overrides the `?next=` parameter. */
export function useSignInStep(wantedNext?: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(wantedNext ?? params.get("next"));
  const errors = useAuthFormErrors();
  const [status, setStatus] = useState<string | undefined>(undefined);

  /** Goes where `outcome` leads; `email` is shown on the code entry page. */
  const follow = ({ state, error }: AuthOutcome, email?: string) => {
    setStatus(undefined);
    // A failed step can leave the state waiting for a code (a wrong code): the error comes first.
    if (error) errors.showAuthError(error);
    else if (state.loginState === "EMAIL_VERIFICATION_REQUIRED") {
      const verify: VerifyEmailState = { next, ...(email ? { email } : {}) };
      navigate(paths.verifyEmail, { state: verify });
    } else if (state.loginState === "OWNER_APPROVAL_REQUIRED") errors.show({}, AWAITING_APPROVAL);
    else if (state.loginState === "SUCCESS") navigate(next, { replace: true });
  };

  return { auth, next, errors, status, setStatus, follow };
}
