/** `sendPasswordResetEmail`: a recovery e-mail whose link returns to the app. */
import type { IdentityClient } from "./identity-client.js";
import { sendRecoveryEmail } from "./recovery.js";

/**
 * E-mails `email` a password-reset link that leads to `redirectUri` (an allowed URL of the
 * OAuth client).
 *
 * @example
 * ```ts
 * await sendPasswordResetEmail(client, email, `${location.origin}/reset-password`);
 * ```
 */
export async function sendPasswordResetEmail(
  client: IdentityClient,
  email: string,
  redirectUri: string,
): Promise<void> {
  await sendRecoveryEmail(client)(email, { redirect: { url: redirectUri, clientId: client.auth.clientId } });
}
