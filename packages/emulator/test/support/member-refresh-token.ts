/**
 * A signed-in member made straight in the database, for tests that need a
 * member's tokens without the sign-in flow: an ACTIVE member, an open member
 * session, and a refresh token bound to that session (a member's tokens are
 * good only while their session is open).
 *
 * @example
 * const { memberId, refreshToken } = await memberRefreshToken(t, TEST_CLIENT_ID);
 */

import { createSession } from "../../src/auth/member-sessions.ts";
import { createRefreshToken } from "../../src/auth/refresh-tokens.ts";
import { sha256Hex } from "../../src/auth/secrets.ts";
import { insertIdentity } from "../../src/identity/identity-records.ts";
import type { TestApp } from "./test-app.ts";

/** A new ACTIVE member with an open session, and a refresh token of `clientId` bound to it. */
export async function memberRefreshToken(
  t: TestApp,
  clientId: string,
): Promise<{ memberId: string; refreshToken: string }> {
  const now = new Date();
  const member = await insertIdentity(t.db, {
    email: `member-${sha256Hex(String(Math.random())).slice(0, 12)}@example.com`,
    passwordHash: null,
    status: "ACTIVE",
    profile: {},
    emailVerified: true,
    approvalPending: false,
    now,
  });
  if (!member) throw new Error("could not insert the member");
  const session = await createSession(t.db, member.id, now);
  const refreshToken = await createRefreshToken(
    t.db,
    { clientId, role: "member", subject: member.id, sessionHash: sha256Hex(session) },
    new Date(now.getTime() + 24 * 60 * 60 * 1000),
  );
  return { memberId: member.id, refreshToken };
}
