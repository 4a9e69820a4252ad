/**
 * `GET /members/v1/members/my?fieldsets=…`, the provider's Get My Member (its
 * members module's `getCurrentMember`): the member of the calling member token,
 * as `{member}` in the members API's shape cut to the fieldsets (PUBLIC by
 * default). The provider's module declares NOT_FOUND as this call's only
 * application error and accepts visitor tokens, so a caller without a member
 * (a visitor or the merchant's key) gets 404 NOT_FOUND. A member token whose
 * session has ended, or whose member is no longer ACTIVE, is refused before
 * (401, see `Credentials.principalOf`).
 */
import { notFound } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { findById } from "./identity-records.ts";
import { memberFieldset, memberWire } from "./member-wire.ts";

const noMember = () => notFound("NOT_FOUND", "The caller is not a member of this site.");

/** Get My Member. */
export const myMemberEndpoint: Endpoint = {
  method: "GET",
  path: "/members/v1/members/my",
  access: "read",
  async handle({ payload, principal, db }) {
    const fieldset = memberFieldset(payload.fieldsets);
    if (principal.kind !== "member") throw noMember();
    const row = await findById(db, principal.memberId);
    if (!row || row.status === "DELETED") throw noMember();
    return { member: memberWire(row, fieldset) };
  },
};
