/** @vitrine/sdk/identity: OAuth strategy, sign-in flows and raw identity calls (re-exports only). */

export type { AuthUrl, AuthUrlOptions } from "./auth-url.js";
export { getAuthUrl } from "./auth-url.js";
export type {
  AuthLogoutOptions,
  LoginOptions,
  RegisterOptions,
  SignOnOptions,
  VerifyFactorOptions,
} from "./authentication.js";
export {
  authCallback,
  authLogout,
  changePassword,
  loginV2,
  registerV2,
  signOn,
  verifyFactor,
} from "./authentication.js";
export { browserWindow } from "./browser-only.js";
export { getMemberTokensForDirectLogin } from "./direct-login.js";
export { getMemberTokensForExternalLogin } from "./external-login.js";
export type { FrameAnswer } from "./hidden-frame.js";
export { FRAME_TIMEOUT_MS, frameAnswer, loadFrame } from "./hidden-frame.js";
export type { SessionSyncOptions } from "./hosted-sessions.js";
export { SESSION_SYNC_TTL_MS, sessions } from "./hosted-sessions.js";
export type { IdentityClient } from "./identity-client.js";
export type {
  AddressTag,
  AuthenticationState,
  ContactType,
  EmailTag,
  FactorType,
  IdentityStatus,
  IdentityType,
  PhoneTag,
  PrivacyStatus,
} from "./identity-enums.js";
export {
  ADDRESS_TAGS,
  AUTHENTICATION_STATES,
  CONTACT_TYPES,
  EMAIL_TAGS,
  FACTOR_TYPES,
  IDENTITY_STATUSES,
  IDENTITY_TYPES,
  PHONE_TAGS,
  PRIVACY_STATUSES,
} from "./identity-enums.js";
export type { IdentityErrorCode } from "./identity-error.js";
export { IDENTITY_ERROR_NAME, IDENTITY_MESSAGES, IdentityError, isIdentityError } from "./identity-error.js";
export type {
  AuthenticationResponse,
  AvailableFactor,
  CaptchaToken,
  CustomField,
  CustomValue,
  Identity,
  IdentityAddress,
  IdentityProfile,
  LoginId,
} from "./identity-model.js";
export type { LoginErrorCode, LoginState, SecondFactorType, StateMachine } from "./login-state.js";
export {
  currentLoginState,
  LOGIN_STATES,
  SECOND_FACTOR_TYPES,
  toLoginState,
  UNKNOWN_STATE,
} from "./login-state.js";
export { logout } from "./logout.js";
export { getMemberTokens } from "./member-tokens.js";
export type {
  GetMyMemberOptions,
  Member,
  MemberActivityStatus,
  MemberAddress,
  MemberContact,
  MemberFieldset,
  MemberPrivacyStatus,
  MemberProfile,
  MemberStatus,
} from "./members.js";
export { getMyMember, MEMBER_FIELDSETS } from "./members.js";
export { authentication, recovery, redirects, verification } from "./modules.js";
export type { OAuthData } from "./oauth-data.js";
export { generateOAuthData } from "./oauth-data.js";
export type {
  OAuthStrategyOptions,
  OAuthTokenStorage,
  SessionExpiredListener,
  TokensChangeListener,
} from "./oauth-strategy.js";
export { OAuthStrategy } from "./oauth-strategy.js";
export type { AuthorizationResponse, ResponseMode } from "./parse-from-url.js";
export { parseFromUrl, RESPONSE_MODES } from "./parse-from-url.js";
export { sendPasswordResetEmail } from "./password-reset.js";
export type { OAuthPkce } from "./pkce.js";
export { codeChallengeS256, generateCodeVerifier, generatePkce } from "./pkce.js";
export { processVerification, resendVerificationCode } from "./process-verification.js";
export type { SendActivationEmailOptions, SendRecoveryEmailOptions } from "./recovery.js";
export { recover, sendActivationEmail, sendRecoveryEmail } from "./recovery.js";
export {
  getBookingsBookUrl,
  getBookingsCheckoutUrl,
  getCheckoutUrl,
  getMembersAccountUrl,
  getProductPageUrl,
} from "./redirect-helpers.js";
export type {
  AuthorizeRequest,
  MembersAccountSection,
  RedirectCallbacks,
  RedirectSession,
  RedirectSessionRequest,
} from "./redirect-session.js";
export { createRedirectSession, MEMBERS_ACCOUNT_SECTIONS } from "./redirect-session.js";
export { redirectSessionUrl } from "./redirect-url.js";
export type { CaptchaTokens, LoginParams, RegisterParams } from "./register-and-login.js";
export { login, register } from "./register-and-login.js";
export { sendSecondFactorCode, verifySecondFactor } from "./second-factor.js";
export type { SignInClient, SignInClientOptions } from "./sign-in-client.js";
export { createSignInClient, POST_BODY_ONLY_MESSAGE } from "./sign-in-client.js";
export { IDENTITY_ERROR_CODES, loginFailure, registerFailure } from "./sign-in-failure.js";
export type { TokenEndpoint } from "./token-request.js";
export { requestTokens, TOKEN_REQUEST_FAILED, TOKEN_TIMEOUT_MS } from "./token-request.js";
export type { OAuthTokenStore, TabLockOptions } from "./token-storages.js";
export { cookieTokenStorage, localTokenStorage } from "./token-storages.js";
export type { AccessToken, OAuthTokens, RefreshToken, TokenResponse, TokenRole } from "./tokens.js";
export { EMPTY_TOKENS, TOKEN_ROLES, tokensFrom } from "./tokens.js";
export type { StartVerificationOptions } from "./verification.js";
export { resendDuringAuthentication, startVerification, verifyDuringAuthentication } from "./verification.js";
export type { Lock, Locks } from "./web-lock.js";
export { LOCK_SETTLE_MS, webLock } from "./web-lock.js";
