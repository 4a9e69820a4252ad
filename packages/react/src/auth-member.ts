/**
 * The signed-in member as the storefront shows it: id, e-mail and profile, taken from the
 * identity that register, login and verification answer with, and a name to greet them by.
 */
import type { Identity, IdentityProfile, IdentityStatus } from "@vitrine/sdk/identity";

/** A signed-in member. Fields are absent when the sign-in did not tell them (the hosted page's flow). */
export interface Member {
  /** The member's id. */
  id?: string;
  /** The e-mail they sign in with. */
  email?: string;
  /** Whether that e-mail is confirmed. */
  emailVerified?: boolean;
  /** The identity's status (`ACTIVE`, `PENDING` …). */
  status?: IdentityStatus;
  /** Name, nickname, phones and the rest of the profile. */
  profile: IdentityProfile;
}

/**
 * The member an identity answer describes.
 *
 * @example
 * ```ts
 * memberFromIdentity({ id: "m1", email: { address: "ada@example.com" } }).email; // "ada@example.com"
 * ```
 */
export function memberFromIdentity(identity: Identity): Member {
  return {
    ...(identity.id === undefined ? {} : { id: identity.id }),
    ...(identity.email?.address === undefined ? {} : { email: identity.email.address }),
    ...(identity.email?.isVerified === undefined ? {} : { emailVerified: identity.email.isVerified }),
    ...(identity.status?.name === undefined ? {} : { status: identity.status.name }),
    profile: identity.identityProfile ?? {},
  };
}

/**
 * How to greet the member: the nickname, else first and last name, else the e-mail, else `fallback`.
 *
 * @example
 * ```ts
 * memberDisplayName({ profile: { firstName: "Ada", lastName: "Lovelace" } }); // "Ada Lovelace"
 * ```
 */
export function memberDisplayName(member: Member, fallback = "Member"): string {
  const { nickname, firstName, lastName } = member.profile;
  const fullName = [firstName, lastName].filter(Boolean).join(" ");
  return nickname || fullName || member.email || fallback;
}
