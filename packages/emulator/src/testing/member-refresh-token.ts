/**
 * A signed-in member made straight on the emulator's database, for tests that need a member's
 * tokens without the sign-in flow: an ACTIVE member, an open member session, and a refresh token
 * bound to that session (a member's tokens are good only while their session is open).
 */
import { randomBytes } from "node:crypto";
import { createSession } from "../auth/member-sessions.ts";
import { createRefreshToken } from "../auth/refresh-tokens.ts";
import { sha256Hex } from "../auth/secrets.ts";
import type { Database } from "../db/database.ts";
import { insertIdentity } from "../identity/identity-records.ts";

/** A member signed in by {@link memberRefreshToken}: its id, and its refresh token. */
export interface SignedInMember {
  memberId: string;
  refreshToken: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes a new ACTIVE member (a random `@example.com` address, no password) with an open session,
 * and a refresh token of the OAuth client `clientId` bound to it, good for a day. Exchange the
 * token at `/oauth2/token` (grant `refresh_token`) for the member's access token.
 *
 * @example
 * ```ts
 * const { memberId, refreshToken } = await memberRefreshToken(emulator, emulator.clientId);
 * ```
 */
export async function memberRefreshToken(
  emulator: { db: Database },
  clientId: string,
): Promise<SignedInMember> {
  const now = new Date();
  const member = await insertIdentity(emulator.db, {
    email: `member-${randomBytes(6).toString("hex")}@example.com`,
    passwordHash: null,
    status: "ACTIVE",
    profile: {},
    emailVerified: true,
    approvalPending: false,
    now,
  });
  if (!member) throw new Error("could not insert the member");
  const session = await createSession(emulator.db, member.id, now);
  const refreshToken = await createRefreshToken(
    emulator.db,
    { clientId, role: "member", subject: member.id, sessionHash: sha256Hex(session) },
    new Date(now.getTime() + DAY_MS),
  );
  return { memberId: member.id, refreshToken };
}
