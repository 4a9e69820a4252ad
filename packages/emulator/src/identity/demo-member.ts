/**
 * The demo member of `--seed demo`: an active member with a verified e-mail, so someone trying
 * the demo store can sign in at once (the CLI and `npm start` print the login).
 */
import type { Queryable } from "../db/database.ts";
import { findByEmail, insertIdentity } from "./identity-records.ts";
import { hashPassword } from "./passwords.ts";

/** The demo member's login. Public by design: it exists only in a store seeded with the demo. */
export const DEMO_MEMBER = { email: "shopper@vitrine.demo", password: "vitrine-demo-shopper" } as const;

/**
 * Creates the demo member unless a member with its e-mail exists; returns whether it was created.
 *
 * @example
 * ```ts
 * await seedDemoMember(db, new Date()); // true the first time, false after
 * ```
 */
export async function seedDemoMember(db: Queryable, now: Date): Promise<boolean> {
  // Hashing costs most of a second: skip it on every later start of a kept store.
  if (await findByEmail(db, DEMO_MEMBER.email)) return false;
  const row = await insertIdentity(db, {
    email: DEMO_MEMBER.email,
    passwordHash: await hashPassword(DEMO_MEMBER.password),
    status: "ACTIVE",
    profile: { nickname: "Demo shopper", firstName: "Demo", lastName: "Shopper" },
    emailVerified: true,
    approvalPending: false,
    now,
  });
  return row !== undefined;
}
