/**
 * The member's account: who is signed in (as the server knows them) and the members area's
 * sections on the hosted pages. A visitor is asked to sign in first; when the member cannot be
 * read, the page says so, with a retry (the member is still signed in).
 */
import { memberDisplayName, useMember } from "@vitrine/react";
import { paths } from "../app/paths.ts";
import { AccountSections } from "../components/auth/account-sections.tsx";
import { SignInLinks } from "../components/auth/sign-in-links.tsx";
import { SignOutButton } from "../components/auth/sign-out-button.tsx";
import { ErrorState } from "../components/ui/error-state.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The account page. */
export function AccountPage() {
  useDocumentTitle("Your account");
  const { data: member, isPending, isError, error, refetch } = useMember();

  if (isPending)
    return (
      <div className="account" aria-busy="true">
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--block" />
      </div>
    );
  if (isError)
    return <ErrorState title="Your account could not be loaded" error={error} onRetry={() => refetch()} />;
  if (!member)
    return (
      <div className="state state--page">
        <h1 className="state__title">Your account</h1>
        <p className="state__text">Sign in to see your account, orders and bookings.</p>
        <SignInLinks next={paths.account} />
      </div>
    );

  const { profile } = member;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const details: [string, string | undefined][] = [
    ["Name", fullName || undefined],
    ["Nickname", profile.nickname],
    ["E-mail", member.email],
    ["Phone", profile.phones?.[0]],
  ];
  const known = details.filter((detail): detail is [string, string] => Boolean(detail[1]));
  return (
    <div className="account">
      <header className="page-header account__header">
        <div>
          <h1>Your account</h1>
          <p className="page-header__lead account__signed-in">
            Signed in as <strong>{memberDisplayName(member, "a member")}</strong>
          </p>
        </div>
        <SignOutButton />
      </header>
      <section className="account__panel" aria-labelledby="account-details">
        <h2 id="account-details">Your details</h2>
        {known.length > 0 ? (
          <dl className="account-details">
            {known.map(([label, value]) => (
              <div key={label} className="account-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="page-header__lead">
            You signed in on the secure sign-in page; see your details under Account details.
          </p>
        )}
      </section>
      <section aria-labelledby="account-areas">
        <h2 id="account-areas">Your account areas</h2>
        <AccountSections />
      </section>
    </div>
  );
}
