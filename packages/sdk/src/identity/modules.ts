/**
 * The raw identity calls grouped into module objects for `createClient({ modules })`, named as
 * the provider's modules (`authentication`, `recovery`, `verification`, `redirects`).
 */
import {
  authCallback,
  authLogout,
  changePassword,
  loginV2,
  registerV2,
  signOn,
  verifyFactor,
} from "./authentication.js";
import { recover, sendActivationEmail, sendRecoveryEmail } from "./recovery.js";
import { createRedirectSession } from "./redirect-session.js";
import { resendDuringAuthentication, startVerification, verifyDuringAuthentication } from "./verification.js";

/**
 * Register, login, password, sign-on, logout, callback and factor verification.
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { authentication }, auth });
 * await client.authentication.loginV2({ email }, { password });
 * ```
 */
export const authentication = {
  registerV2,
  loginV2,
  changePassword,
  signOn,
  logout: authLogout,
  callback: authCallback,
  verify: verifyFactor,
};

/**
 * Recovery and activation e-mails, and recovering with a token.
 *
 * @example
 * ```ts
 * await createClient({ modules: { recovery }, auth }).recovery.sendRecoveryEmail(email);
 * ```
 */
export const recovery = { sendRecoveryEmail, sendActivationEmail, recover };

/**
 * Verification codes.
 *
 * @example
 * ```ts
 * await createClient({ modules: { verification }, auth }).verification.resendDuringAuthentication(stateToken);
 * ```
 */
export const verification = {
  start: startVerification,
  verifyDuringAuthentication,
  resendDuringAuthentication,
};

/**
 * Redirect sessions.
 *
 * @example
 * ```ts
 * const session = await createClient({ modules: { redirects }, auth }).redirects.createRedirectSession({ login: {} });
 * ```
 */
export const redirects = { createRedirectSession };
