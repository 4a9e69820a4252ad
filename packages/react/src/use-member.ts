/**
 * `useMember()`: the signed-in member, or `null` for a visitor. The identity API has no read of
 * the current member, so the member is the one the last sign-in step answered with (kept by
 * `useAuth`), while the stored tokens are a member's; the query follows every token change.
 */
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IdentityClient } from "@vitrine/sdk/identity";
import { useEffect } from "react";
import { identityClientOf } from "./auth-client.js";
import type { Member } from "./auth-member.js";
import { forgetMember, rememberedMember } from "./auth-member-store.js";
import { vitrineKeys } from "./query-keys.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The signed-in member of `client`: `null` unless its tokens are a member's; a member whose
 * details are not known (signed in through the hosted page) has an empty profile.
 *
 * @example
 * ```ts
 * const member = await currentMember(client); // null for a visitor
 * ```
 */
export async function currentMember(client: IdentityClient): Promise<Member | null> {
  const { clientId } = client.auth;
  if (!(await client.auth.loggedIn())) {
    forgetMember(clientId);
    return null;
  }
  return rememberedMember(clientId) ?? { profile: {} };
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
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.auth.onTokensChange(() => {
        void queryClient.invalidateQueries({ queryKey: vitrineKeys.member() });
      }),
    [client, queryClient],
  );
  return useQuery({
    queryKey: vitrineKeys.member(),
    queryFn: () => currentMember(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
