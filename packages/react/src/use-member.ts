/**
 * `useMember()`: the signed-in member, or `null` for a visitor, read from the server with the
 * members API's `getMyMember` while the stored tokens are a member's; the query is refetched on
 * every token change (on-page or hosted sign-in, sign-out, a session that expired), including a
 * change another tab made to a storage the tabs share (a sign-out there is a sign-out here).
 */
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApplicationError } from "@vitrine/sdk";
import { getMyMember, type IdentityClient } from "@vitrine/sdk/identity";
import { useEffect } from "react";
import { identityClientOf } from "./auth-client.js";
import { type Member, memberFromServer } from "./auth-member.js";
import { vitrineKeys } from "./query-keys.js";
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

/** The stored refresh token's value ("" when none or unreadable): which session the tokens belong to. */
function refreshTokenOf(client: IdentityClient): Promise<string> {
  return client.auth.getTokens().then(
    (tokens) => tokens.refreshToken.value,
    () => "",
  );
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
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: vitrineKeys.member() });
    let seen: Promise<string> = refreshTokenOf(client);
    const stopListening = client.auth.onTokensChange((tokens) => {
      seen = Promise.resolve(tokens.refreshToken.value);
      refetch();
    });
    // Another tab signed in or out: the shared storage now holds another session's tokens. Its
    // `storage` event (localStorage), or this tab becoming visible again (cookies), tells.
    const compare = () => {
      const before = seen;
      seen = refreshTokenOf(client);
      void Promise.all([before, seen]).then(([was, now]) => was === now || refetch());
    };
    const onVisible = () => document.visibilityState === "visible" && compare();
    if (typeof window === "undefined") return stopListening;
    window.addEventListener("storage", compare);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopListening();
      window.removeEventListener("storage", compare);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [client, queryClient]);
  return useQuery({
    queryKey: vitrineKeys.member(),
    queryFn: () => currentMember(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
