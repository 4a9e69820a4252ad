/** Raw recovery calls (`/_api/iam/recovery`): recovery and activation e-mails, and recovering with a token. */
import { defineCall } from "../core/define-call.js";

/** Options of {@link sendRecoveryEmail}. */
export interface SendRecoveryEmailOptions {
  language?: string;
  /** Where the e-mail's link leads, for this OAuth client. */
  redirect?: { url: string; clientId: string };
}

/**
 * Sends a password-recovery e-mail (`POST /_api/iam/recovery/v1/send-email`).
 *
 * @example
 * ```ts
 * await client.recovery.sendRecoveryEmail(email, { redirect: { url: `${origin}/reset`, clientId } });
 * ```
 */
export const sendRecoveryEmail = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/recovery/v1/send-email",
  request: (email: string, options: SendRecoveryEmailOptions = {}) => ({ body: { email, ...options } }),
  response: (_wire: unknown) => undefined,
});

/** Options of {@link sendActivationEmail}. */
export interface SendActivationEmailOptions {
  emailOptions?: { language?: string; redirect?: { url: string; clientId: string } };
}

/**
 * Sends an account-activation e-mail (`POST /_api/iam/recovery/v1/activation-email`).
 *
 * @example
 * ```ts
 * await admin.recovery.sendActivationEmail(identityId);
 * ```
 */
export const sendActivationEmail = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/recovery/v1/activation-email",
  request: (identityId: string, options: SendActivationEmailOptions = {}) => ({
    body: { identityId, ...options },
  }),
  response: (_wire: unknown) => undefined,
});

/**
 * Sets a new password with the token of a recovery e-mail (`POST /_api/iam/recovery/v1/recover`).
 *
 * @example
 * ```ts
 * await client.recovery.recover(tokenFromLink, { password: "n3w-secret" });
 * ```
 */
export const recover = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/recovery/v1/recover",
  request: (recoveryToken: string, options: { password?: string } = {}) => ({
    body: { recoveryToken, ...options },
  }),
  response: (_wire: unknown) => undefined,
});
