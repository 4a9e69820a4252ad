/**
 * `useMember()`: the signed-in member, or `null` for a visitor, read from the server with the
 * members API's `getMyMember` while the stored tokens are a member's; the query is refetched on
 * every session change (on-page or hosted sign-in, sign-out, a session that expired), including a
 * change another tab made to a storage the tabs share (a sign-out there is a sign-out here).
 */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { isApplicationError } from "@vitrine/sdk";
import { getMyMember, type IdentityClient } from "@vitrine/sdk/identity";
import { identityClientOf } from "./auth-client.js";
import { type Member, memberFromServer } from "./auth-member.js";
import { vitrineKeys } from "./query-keys.js";
import { useRefetchOnSessionChange } from "./use-session-change.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The signed-in member of `client`: `null` unless its tokens are a member's (or the server no
 * longer knows the member: 404); other failures are thrown.
 *
 * @example
 * ```ts
 * const member = await currentMember(client); // null for a visitor
 * ```
 */
export async function currentMember(client: IdentityClient): Promise<Member | null> {
  if (!(await client.auth.loggedIn())) return null;
  try {
    return memberFromServer(await getMyMember(client)({ fieldsets: ["FULL"] }));
  } catch (e) {
    if (isApplicationError(e) && e.status === 404) return null;
    throw e;
  }
}

/**
 * The signed-in member (`data`), `null` for a visitor; updates when tokens change (sign-in,
 * sign-out, a session that expired).
 *
 * @example
 * ```tsx
 * const { data: member } = useMember();
 * return member ? <p>Hello {memberDisplayName(member)}</p> : <SignInLink />;
 * ```
 */
export function useMember(): UseQueryResult<Member | null> {
  const client = identityClientOf(useVitrineClient());
  useRefetchOnSessionChange(client, vitrineKeys.member());
  return useQuery({
    queryKey: vitrineKeys.member(),
    queryFn: () => currentMember(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
