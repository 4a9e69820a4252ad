/**
 * The signed-in member as the storefront shows it: id, e-mail, status and profile, taken from
 * the members API's member (`getMyMember`), and a name to greet them by.
 */
import type { IdentityProfile, MemberStatus, Member as ServerMember } from "@vitrine/sdk/identity";

/** A signed-in member. Fields are absent when the server did not tell them. */
export interface Member {
  /** The member's id. */
  id?: string;
  /** The e-mail they sign in with. */
  email?: string;
  /** Whether that e-mail is confirmed. */
  emailVerified?: boolean;
  /** The member's status on the site (`APPROVED`, `PENDING` …). */
  status?: MemberStatus;
  /** Nickname, names, phones, e-mails and picture. */
  profile: IdentityProfile;
}

/**
 * The member the members API answered with (FULL fieldset), in the storefront's shape.
 *
 * @example
 * ```ts
 * memberFromServer({ id: "m1", loginEmail: "ada@example.com", contact: { firstName: "Ada" } }).profile.firstName; // "Ada"
 * ```
 */
export function memberFromServer(member: ServerMember): Member {
  const { contact = {}, profile = {} } = member;
  return {
    ...withoutUndefined({
      id: member.id,
      email: member.loginEmail,
      emailVerified: member.loginEmailVerified,
      status: member.status,
    }),
    profile: withoutUndefined({
      nickname: profile.nickname,
      firstName: contact.firstName,
      lastName: contact.lastName,
      picture: profile.photo?.url,
      phones: contact.phones?.length ? contact.phones : undefined,
      emails: contact.emails?.length ? contact.emails : undefined,
    }),
  };
}

/** `value` without its undefined fields (optional fields are absent, never `undefined`). */
function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
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
