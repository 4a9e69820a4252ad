/**
 * `signOut`: forgets the member and the tokens here and prepares the hosted sign-out (which ends
 * the hosted session too). Kept apart from `useAuth` so a header's sign-out button does not
 * bring the sign-in flows into the page's first JavaScript.
 */
import { type IdentityClient, logout } from "@vitrine/sdk/identity";
import { type AuthError, authErrorOf } from "./auth-errors.js";

/**
 * Signs out and resolves the hosted sign-out URL, which returns to `postFlowUrl`; when that URL
 * could not be made, `postFlowUrl` itself and the `error` (the tokens are cleared in every case).
 *
 * @example
 * ```ts
 * const { logoutUrl } = await signOut(client, `${location.origin}/`);
 * location.assign(logoutUrl);
 * ```
 */
export async function signOut(
  client: IdentityClient,
  postFlowUrl: string,
): Promise<{ logoutUrl: string; error?: AuthError }> {
  try {
    return await logout(client, postFlowUrl);
  } catch (e) {
    return { logoutUrl: postFlowUrl, error: authErrorOf(e) };
  }
}
