/** "Sign in" and "Create an account" as a pair of buttons, for pages a visitor cannot use yet. */
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";

/** Props of {@link SignInLinks}. */
export interface SignInLinksProps {
  /** Where to return after signing in (a path on this site); none: the account page. */
  next?: string;
}

/** The two buttons. */
export function SignInLinks({ next }: SignInLinksProps) {
  const query = next ? `?next=${encodeURIComponent(next)}` : "";
  return (
    <p>
      <Link className="button" to={`${paths.signIn}${query}`}>
        Sign in
      </Link>{" "}
      <Link className="button button--secondary" to={`${paths.register}${query}`}>
        Create an account
      </Link>
    </p>
  );
}
