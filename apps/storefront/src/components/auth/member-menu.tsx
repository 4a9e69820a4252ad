/**
 * The header's member corner: "Sign in" for a visitor; the member's name (linking to the account
 * page) and "Sign out" once signed in. While it is not known yet (a catalogue page's HTML, until
 * hydration), nothing shows, so a member never sees "Sign in" flicker; the place of a visitor's
 * "Sign in" is kept by an invisible copy of it, so the header does not move when it shows.
 * When the signed-in member cannot be read, "Account" stands for the name (the account page says
 * what failed, with a retry): a failed read does not make them a visitor.
 */
import { memberDisplayName, useMember } from "@vitrine/react";
import { NavLink, useLocation } from "react-router";
import { authPages, paths } from "../../app/paths.ts";
import { SignOutButton } from "./sign-out-button.tsx";

/** Who is signed in, with sign-in and sign-out links. */
export function MemberMenu() {
  const { data: member, isPending, isError } = useMember();
  const location = useLocation();
  if (isPending)
    return (
      <div className="member-menu" aria-hidden="true">
        <span className="member-menu__sign-in member-menu__placeholder">Sign in</span>
      </div>
    );
  if (isError)
    return (
      <div className="member-menu">
        <NavLink to={paths.account} className="member-menu__name">
          Account
        </NavLink>
        <SignOutButton className="member-menu__sign-out" />
      </div>
    );
  if (!member) {
    const here = `${location.pathname}${location.search}`;
    const next = authPages.includes(location.pathname) ? "" : `?next=${encodeURIComponent(here)}`;
    return (
      <div className="member-menu">
        <NavLink to={`${paths.signIn}${next}`} className="member-menu__sign-in">
          Sign in
        </NavLink>
      </div>
    );
  }
  return (
    <div className="member-menu">
      <NavLink to={paths.account} className="member-menu__name" data-testid="signed-in-member">
        <span className="visually-hidden">Signed in as </span>
        {memberDisplayName(member, "My account")}
      </NavLink>
      <SignOutButton className="member-menu__sign-out" />
    </div>
  );
}
