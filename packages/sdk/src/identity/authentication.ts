/**
 * Raw authentication calls (`/_api/iam/authentication`): register, login, change password,
 * sign-on, logout, callback and factor verification. Usable with any auth strategy:
 * `createClient({ modules: { authentication }, auth })`.
 */
import { defineCall } from "../core/define-call.js";
import type { FactorType } from "./identity-enums.js";
import type {
  AuthenticationResponse,
  CaptchaToken,
  Identity,
  IdentityProfile,
  LoginId,
} from "./identity-model.js";

const IDENTITY_DATES = ["identity.createdDate", "identity.updatedDate"] as const;

/** Path of {@link registerV2}. */
export const REGISTER_PATH = "/_api/iam/authentication/v2/register";
/** Path of {@link loginV2}. */
export const LOGIN_PATH = "/_api/iam/authentication/v2/login";

/** Options of {@link registerV2}. */
export interface RegisterOptions {
  password?: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
}

/**
 * Registers a member (`POST /_api/iam/authentication/v2/register`).
 *
 * @example
 * ```ts
 * const { state, sessionToken } = await client.authentication.registerV2({ email }, { password, profile: { nickname } });
 * ```
 */
export const registerV2 = /* @__PURE__ */ defineCall({
  method: "POST",
  path: REGISTER_PATH,
  request: (loginId: LoginId, options: RegisterOptions = {}) => ({ body: { loginId, ...options } }),
  dates: IDENTITY_DATES,
  response: (wire: AuthenticationResponse) => wire,
});

/** Options of {@link loginV2}. */
export interface LoginOptions {
  password?: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
  stateToken?: string;
}

/**
 * Signs a member in with a password (`POST /_api/iam/authentication/v2/login`).
 *
 * @example
 * ```ts
 * const { state, sessionToken } = await client.authentication.loginV2({ email }, { password });
 * ```
 */
export const loginV2 = /* @__PURE__ */ defineCall({
  method: "POST",
  path: LOGIN_PATH,
  request: (loginId: LoginId, options: LoginOptions = {}) => ({ body: { loginId, ...options } }),
  dates: IDENTITY_DATES,
  response: (wire: AuthenticationResponse) => wire,
});

/**
 * Changes the signed-in member's password (member token).
 *
 * @example
 * ```ts
 * await client.authentication.changePassword("n3w-secret");
 * ```
 */
export const changePassword = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/authentication/v2/change-password",
  request: (newPassword: string) => ({ body: { newPassword } }),
  response: (_wire: unknown) => undefined,
});

/** Options of {@link signOn}. */
export interface SignOnOptions {
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/**
 * Signs a member on without credentials (elevated: API key plus visitor token), creating or
 * updating the member (`POST /_api/iam/authentication/v2/sign-on`).
 *
 * @example
 * ```ts
 * const { sessionToken, identity } = await admin.authentication.signOn({ email }, { verifyEmail: true });
 * ```
 */
export const signOn = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/authentication/v2/sign-on",
  request: (loginId: LoginId, options: SignOnOptions = {}) => ({ body: { loginId, ...options } }),
  dates: IDENTITY_DATES,
  response: (wire: { sessionToken: string; identity: Identity }) => wire,
});

/** Options of {@link authLogout}. */
export interface AuthLogoutOptions {
  postLogoutRedirectUri?: string;
  clientId?: string;
}

/**
 * Ends the identity session (`GET /_api/iam/authentication/v1/logout`); bound as
 * `authentication.logout`.
 *
 * @example
 * ```ts
 * await client.authentication.logout({ clientId, postLogoutRedirectUri: "https://shop.example/" });
 * ```
 */
export const authLogout = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/_api/iam/authentication/v1/logout",
  request: (options: AuthLogoutOptions = {}) => ({ query: { ...options } }),
});

/**
 * Completes a hosted flow with a session token (`GET /_api/iam/authentication/v1/callback`);
 * bound as `authentication.callback`.
 *
 * @example
 * ```ts
 * await client.authentication.callback(state, sessionToken);
 * ```
 */
export const authCallback = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/_api/iam/authentication/v1/callback",
  request: (state: string, sessionToken: string) => ({ query: { state, sessionToken } }),
});

/** Options of {@link verifyFactor}: the state token and the factor's own data. */
export interface VerifyFactorOptions {
  stateToken: string;
  rememberThisDevice?: boolean;
  /** The texted code; without it, the call sends one (answering `MFA_CHALLENGE`). */
  smsData?: { code?: string };
  /** The code from the voice call; without it, the call places one (answering `MFA_CHALLENGE`). */
  callData?: { code?: string };
  emailData?: { code: string };
  totpData?: { code: string };
  pushData?: Record<string, unknown>;
}

/**
 * Verifies a second factor during sign-in (`POST /_api/iam/authentication/v2/{factorType}/verify`);
 * bound as `authentication.verify`.
 *
 * @example
 * ```ts
 * const next = await client.authentication.verify("EMAIL", { stateToken, emailData: { code } });
 * ```
 */
export const verifyFactor = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/authentication/v2/{factorType}/verify",
  request: (factorType: FactorType, options: VerifyFactorOptions) => ({ body: { factorType, ...options } }),
  dates: IDENTITY_DATES,
  response: (wire: AuthenticationResponse) => wire,
});
