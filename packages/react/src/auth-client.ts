/**
 * The provider's client as the sign-in flows need it: with an `OAuthStrategy` (for tokens) and
 * `request` (for identity calls). `createVitrineClient` makes such a client; a client made with
 * another strategy is refused with a clear message instead of failing deep inside a flow.
 */
import type { IdentityClient } from "@vitrine/sdk/identity";
import type { VitrineClient } from "./client.js";

function isIdentityClient(client: object): client is IdentityClient {
  const { auth, request } = client as Partial<IdentityClient>;
  return (
    typeof request === "function" &&
    typeof auth?.clientId === "string" &&
    typeof auth.setTokens === "function" &&
    typeof auth.loggedIn === "function" &&
    typeof auth.onTokensChange === "function"
  );
}

/**
 * `client` as an {@link IdentityClient}; throws when its auth is not an `OAuthStrategy`.
 *
 * @example
 * ```ts
 * const identity = identityClientOf(useVitrineClient());
 * await identity.auth.loggedIn();
 * ```
 */
export function identityClientOf(client: VitrineClient): IdentityClient {
  if (!isIdentityClient(client))
    throw new Error(
      "useAuth/useMember need a client with OAuthStrategy auth (createVitrineClient makes one).",
    );
  return client;
}
