/**
 * Identity records (`identities` table): reading and writing members, and their
 * wire shape `{id, createdDate, updatedDate, status, identityProfile,
 * additionalData, factors, email}`. Status is PENDING (awaiting e-mail
 * verification or owner approval), ACTIVE, DELETED, BLOCKED or OFFLINE.
 */
import { randomUUID } from "node:crypto";
import type { IdentityStatus } from "@vitrine/sdk/identity";
import type { Queryable } from "../db/database.ts";

/** One row of `identities`. */
export interface IdentityRow {
  id: string;
  email: string;
  password_hash: string | null;
  status: IdentityStatus;
  profile: Record<string, unknown>;
  additional_data: Record<string, unknown>;
  factors: unknown[];
  email_verified: boolean;
  approval_pending: boolean;
  created_date: Date;
  updated_date: Date;
}

const COLUMNS =
  "id, email, password_hash, status, profile, additional_data, factors, email_verified, approval_pending, created_date, updated_date";

/** The member with this e-mail (case-insensitive), or undefined. */
export async function findByEmail(db: Queryable, email: string): Promise<IdentityRow | undefined> {
  const [row] = await db.query<IdentityRow>(
    `select ${COLUMNS} from identities where lower(email) = lower($1)`,
    [email],
  );
  return row;
}

/** The member with this id, or undefined. */
export async function findById(db: Queryable, id: string): Promise<IdentityRow | undefined> {
  const [row] = await db.query<IdentityRow>(`select ${COLUMNS} from identities where id = $1`, [id]);
  return row;
}

/** What a new member starts with. */
export interface NewIdentity {
  email: string;
  passwordHash: string | null;
  status: IdentityStatus;
  profile: Record<string, unknown>;
  emailVerified: boolean;
  approvalPending: boolean;
  now: Date;
}

/**
 * Inserts a member; undefined when the e-mail is taken (the unique index decides,
 * so concurrent registrations of one e-mail create exactly one member).
 */
export async function insertIdentity(db: Queryable, input: NewIdentity): Promise<IdentityRow | undefined> {
  const [row] = await db.query<IdentityRow>(
    `insert into identities (id, email, password_hash, status, profile, factors, email_verified, approval_pending, created_date, updated_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     on conflict ((lower(email))) do nothing returning ${COLUMNS}`,
    [
      randomUUID(),
      input.email,
      input.passwordHash,
      input.status,
      JSON.stringify(input.profile),
      JSON.stringify([{ factorId: randomUUID(), type: "PASSWORD", status: "ACTIVE" }]),
      input.emailVerified,
      input.approvalPending,
      input.now,
    ],
  );
  return row;
}

/** Changes some of a member's columns and `updated_date`; returns the new row. */
export async function updateIdentity(
  db: Queryable,
  id: string,
  changes: Partial<Pick<IdentityRow, "password_hash" | "status" | "email_verified" | "approval_pending">>,
  now: Date,
): Promise<IdentityRow | undefined> {
  const names = Object.keys(changes) as (keyof typeof changes)[];
  const sets = names.map((name, i) => `${name} = $${i + 3}`);
  const [row] = await db.query<IdentityRow>(
    `update identities set ${[...sets, "updated_date = $2"].join(", ")} where id = $1 returning ${COLUMNS}`,
    [id, now, ...names.map((name) => changes[name])],
  );
  return row;
}

/**
 * The status a member has once its e-mail is verified (or needs no
 * verification): PENDING while owner approval is pending, else ACTIVE.
 */
export function settledStatus(row: Pick<IdentityRow, "approval_pending">): IdentityStatus {
  return row.approval_pending ? "PENDING" : "ACTIVE";
}

function pendingReasons(row: IdentityRow): string[] {
  if (!row.email_verified) return ["PENDING_EMAIL_VERIFICATION"];
  return row.approval_pending ? ["PENDING_ADMIN_APPROVAL_REQUIRED"] : [];
}

/**
 * The wire shape of an identity.
 *
 * @example
 * reply.identity = identityWire(row);
 */
export function identityWire(row: IdentityRow): Record<string, unknown> {
  return {
    id: row.id,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
    status: { name: row.status, reasons: row.status === "PENDING" ? pendingReasons(row) : [] },
    identityProfile: { ...row.profile, emails: (row.profile.emails as unknown[] | undefined) ?? [row.email] },
    additionalData: row.additional_data,
    factors: row.factors,
    email: { address: row.email, isVerified: row.email_verified },
  };
}
