/**
 * The sign-in steps behind `useAuth`, as functions of the client: register, log in, verify the
 * e-mailed code or the second factor's code. Each answers the SDK's {@link StateMachine}; a `SUCCESS` is finished on the page
 * (the SDK's hidden-frame flow turns the session token into member tokens); the token change
 * then refreshes `useMember`. They call the raw identity calls, with the SDK's state mapping.
 */
import { isApiError, isApplicationError } from "@vitrine/sdk";
import {
  type AuthenticationResponse,
  type CaptchaToken,
  type CaptchaTokens,
  getMemberTokensForDirectLogin,
  type IdentityClient,
  type LoginParams,
  loginFailure,
  loginV2,
  type RegisterParams,
  registerFailure,
  registerV2,
  type StateMachine,
  TOKEN_REQUEST_FAILED,
  toLoginState,
  verifyDuringAuthentication,
  verifyFactor,
} from "@vitrine/sdk/identity";

function captchaOf(tokens: CaptchaTokens | undefined): { captchaTokens?: CaptchaToken[] } {
  if (!tokens) return {};
  const token: CaptchaToken = {};
  if (tokens.recaptchaToken !== undefined) token.Recaptcha = tokens.recaptchaToken;
  if (tokens.invisibleRecaptchaToken !== undefined) token.InvisibleRecaptcha = tokens.invisibleRecaptchaToken;
  return { captchaTokens: [token] };
}

/** Signs the member in on this page with `sessionToken` (browsers only); the token change then refreshes `useMember`. */
async function finishOnPage(client: IdentityClient, sessionToken: string) {
  await client.auth.setTokens(await getMemberTokensForDirectLogin(client, sessionToken));
}

async function step(
  client: IdentityClient,
  call: () => Promise<AuthenticationResponse>,
  failure: (e: unknown) => StateMachine,
): Promise<StateMachine> {
  let response: AuthenticationResponse;
  try {
    response = await call();
  } catch (e) {
    return failure(e);
  }
  const state = toLoginState(client.auth, response);
  if (state.loginState === "SUCCESS") await finishOnPage(client, state.data.sessionToken);
  return state;
}

/**
 * Registers a member with a profile; failures resolve as `FAILURE` with the SDK's error code.
 * Errors without an answer (network) and a failed on-page sign-in are thrown.
 *
 * @example
 * ```ts
 * const state = await registerMember(client, { email, password, profile: { firstName: "Ada" } });
 * ```
 */
export function registerMember(client: IdentityClient, params: RegisterParams): Promise<StateMachine> {
  const { email, password, profile, captchaTokens } = params;
  return step(
    client,
    () =>
      registerV2(client)(
        { email },
        { password, ...(profile ? { profile } : {}), ...captchaOf(captchaTokens) },
      ),
    registerFailure,
  );
}

/**
 * Logs a member in; failures resolve as `FAILURE` with the SDK's error code, except a blocked
 * member (`MEMBER_BLOCKED`), a server failure (5xx) and a refused visitor token request (an
 * unknown client id), which are thrown, so none is mistaken for an unknown e-mail.
 *
 * @example
 * ```ts
 * const state = await loginMember(client, { email, password });
 * ```
 */
export function loginMember(client: IdentityClient, params: LoginParams): Promise<StateMachine> {
  const { email, password, captchaTokens } = params;
  return step(
    client,
    () => loginV2(client)({ email }, { password, ...captchaOf(captchaTokens) }),
    (e) => {
      if (isApplicationError(e) && e.code === "MEMBER_BLOCKED") throw e;
      if (isApiError(e) && (e.status >= 500 || e.code === TOKEN_REQUEST_FAILED)) throw e;
      return loginFailure(e);
    },
  );
}

/**
 * Sends the code `state` waits for: the e-mailed one, or the authenticator app's (`TOTP`, or the
 * texted or called code once one was sent). A wrong or expired code is thrown
 * (`INVALID_VERIFICATION_CODE`, `INVALID_TOKEN`) and the state still waits for a code.
 *
 * @example
 * ```ts
 * const next = await verifyMember(client, "123456", currentLoginState(client.auth));
 * ```
 */
export function verifyMember(
  client: IdentityClient,
  code: string,
  state: Extract<StateMachine, { loginState: "EMAIL_VERIFICATION_REQUIRED" | "MFA_REQUIRED" }>,
): Promise<StateMachine> {
  const { stateToken } = state.data;
  const sentBy = state.loginState === "MFA_REQUIRED" ? state.data.codeSentBy : undefined;
  return step(
    client,
    () => {
      if (state.loginState === "EMAIL_VERIFICATION_REQUIRED")
        return verifyDuringAuthentication(client)(code, { stateToken });
      if (sentBy === "SMS") return verifyFactor(client)("SMS", { stateToken, smsData: { code } });
      if (sentBy === "CALL") return verifyFactor(client)("CALL", { stateToken, callData: { code } });
      return verifyFactor(client)("TOTP", { stateToken, totpData: { code } });
    },
    (e) => {
      throw e;
    },
  );
}
