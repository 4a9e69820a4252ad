/**
 * The console's member routes (merchant API key), for a store developer
 * trying sign-in paths without a mail client or a second device:
 * - `GET /_dev/members` → `{members}`: each member's e-mail, status, whether the
 *   e-mail is verified or an approval pending, its second factors (TOTP enrolled
 *   or not, phone) and how many sessions are open;
 * - `POST /_dev/members/{id}/verify`: marks the e-mail verified (a PENDING member
 *   waiting for nothing else becomes ACTIVE), as entering the mailed code would;
 * - `POST /_dev/members/{id}/block`: BLOCKED, every session and refresh token ended;
 * - `POST /_dev/members/{id}/sign-out`: ends every session and refresh token.
 * Unblocking and approving is the provider's own call, `POST /members/v1/members/{id}/approve`.
 * Each action answers `{member}` as the list shows it, 404 for an unknown or deleted member.
 */
import { endMemberSessions } from "../auth/member-sessions.ts";
import type { Queryable } from "../db/database.ts";
import { notFound } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { findById, type IdentityRow, updateIdentity } from "../identity/identity-records.ts";

interface MemberRow {
  id: string;
  email: string;
  status: string;
  email_verified: boolean;
  approval_pending: boolean;
  factors: unknown[];
  totp: boolean | null;
  open_sessions: number;
  created_date: Date;
}

const MEMBERS_SQL = `select i.id, i.email, i.status, i.email_verified, i.approval_pending, i.factors, t.active as totp,
    (select count(*)::int from member_sessions s where s.identity_id = i.id and s.revoked_at is null and s.expires_at > $2) as open_sessions,
    i.created_date
  from identities i left join member_totp_factors t on t.identity_id = i.id
  where i.status <> 'DELETED' and ($1::text is null or i.id = $1) order by i.created_date desc, i.id limit 500`;

function memberEntry(row: MemberRow) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    emailVerified: row.email_verified,
    approvalPending: row.approval_pending,
    factors: row.factors,
    totp: row.totp === null ? "none" : row.totp ? "enrolled" : "enrolling",
    openSessions: row.open_sessions,
    createdDate: row.created_date.toISOString(),
  };
}

async function listMembers(db: Queryable, id: string | null, now: Date) {
  return (await db.query<MemberRow>(MEMBERS_SQL, [id, now])).map(memberEntry);
}

function memberAction(
  name: string,
  change: (tx: Queryable, row: IdentityRow, now: Date) => Promise<unknown>,
): Endpoint {
  return {
    method: "POST",
    path: `/_dev/members/{id}/${name}`,
    access: "write",
    handle: async ({ db, payload, credentials }) => {
      const id = typeof payload.id === "string" ? payload.id : "";
      const now = new Date(credentials.now());
      const member = await db.transaction(async (tx) => {
        const row = await findById(tx, id);
        if (!row || row.status === "DELETED") throw notFound("MEMBER_NOT_FOUND", `Member ${id} not found`);
        await change(tx, row, now);
        return (await listMembers(tx, id, now))[0];
      });
      return { member };
    },
  };
}

/** `GET /_dev/members` → `{members}`, newest first. */
export const listMembersEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/members",
  access: "write",
  handle: async ({ db, credentials }) => ({
    members: await listMembers(db, null, new Date(credentials.now())),
  }),
};

/** `POST /_dev/members/{id}/verify` → `{member}`. */
export const verifyMemberEndpoint = memberAction("verify", (tx, row, now) =>
  updateIdentity(
    tx,
    row.id,
    {
      email_verified: true,
      ...(row.status === "PENDING" && !row.approval_pending ? { status: "ACTIVE" } : {}),
    },
    now,
  ),
);

/** `POST /_dev/members/{id}/block` → `{member}`. */
export const blockMemberEndpoint = memberAction("block", async (tx, row, now) => {
  await updateIdentity(tx, row.id, { status: "BLOCKED" }, now);
  await endMemberSessions(tx, row.id, now);
});

/** `POST /_dev/members/{id}/sign-out` → `{member}`. */
export const signOutMemberEndpoint = memberAction("sign-out", (tx, row, now) =>
  endMemberSessions(tx, row.id, now),
);

/** The console's member routes, for the registry. */
export const memberAdminEndpoints: readonly Endpoint[] = [
  listMembersEndpoint,
  verifyMemberEndpoint,
  blockMemberEndpoint,
  signOutMemberEndpoint,
];
