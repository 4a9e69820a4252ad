/**
 * `useRefetchOnSessionChange(queryKey)`: invalidates a query whenever the stored tokens start to
 * belong to another session: a sign-in (on the page or through the hosted page), a sign-out, a
 * session that expired, or the same change made by another tab in a storage the tabs share (its
 * `storage` event, or this tab becoming visible again). A visitor's first tokens, made by the
 * query's own first call, are not a change: nothing was shown for another session before them.
 */
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import type { IdentityClient } from "@vitrine/sdk/identity";
import { useEffect } from "react";

/** The stored refresh token's value ("" when none or unreadable): which session the tokens belong to. */
function refreshTokenOf(client: IdentityClient): Promise<string> {
  return client.auth.getTokens().then(
    (tokens) => tokens.refreshToken.value,
    () => "",
  );
}

/**
 * Whether going from the session `was` to `now` changes what a session's queries answer: any
 * change but none → a visitor's first tokens.
 */
function isSessionChange(was: string, now: string, nowRole: string): boolean {
  return was !== now && !(was === "" && nowRole === "visitor");
}

/**
 * Invalidates `queryKey` (and the queries under it) on every session change of `client`.
 *
 * @example
 * ```ts
 * useRefetchOnSessionChange(identityClientOf(useVitrineClient()), vitrineKeys.cart());
 * ```
 */
export function useRefetchOnSessionChange(client: IdentityClient, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    let seen: Promise<string> = refreshTokenOf(client);
    const stopListening = client.auth.onTokensChange((tokens) => {
      const before = seen;
      seen = Promise.resolve(tokens.refreshToken.value);
      void before.then(
        (was) => isSessionChange(was, tokens.refreshToken.value, tokens.refreshToken.role) && refetch(),
      );
    });
    // Another tab signed in or out: the shared storage now holds another session's tokens.
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
  }, [client, queryClient, key]);
}
