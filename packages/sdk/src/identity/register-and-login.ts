/**
 * `register` and `login`: e-mail and password sign-in through the identity API, answered as a
 * {@link StateMachine}. A `SUCCESS` carries the session token for `getMemberTokensForDirectLogin`.
 * They POST to the raw calls' paths (`registerV2`, `loginV2`) through `client.request` itself: the
 * state machine reads the answer's state and tokens, never the identity's dates, so a sign-in page
 * carries no call definitions.
 */
import { LOGIN_PATH, REGISTER_PATH } from "./authentication.js";
import type { IdentityClient } from "./identity-client.js";
import type { AuthenticationResponse, CaptchaToken, IdentityProfile } from "./identity-model.js";
import { type StateMachine, toLoginState } from "./login-state.js";
import { loginFailure, registerFailure } from "./sign-in-failure.js";

/** Captcha proofs of a sign-in form. */
export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

/** Input of {@link login}. */
export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

/** Input of {@link register}. */
export interface RegisterParams extends LoginParams {
  profile?: IdentityProfile;
}

function captcha(tokens: CaptchaTokens | undefined): { captchaTokens?: CaptchaToken[] } {
  return tokens
    ? {
        captchaTokens: [
          { Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken },
        ] as CaptchaToken[],
      }
    : {};
}

/**
 * Registers a member. Failures resolve as `FAILURE` with an `errorCode` (`invalidEmail`,
 * `missingCaptchaToken`, `emailAlreadyExists`, `invalidCaptchaToken`) or the plain message.
 *
 * @example
 * ```ts
 * const result = await register(client, { email, password, profile: { nickname: "Ada" } });
 * if (result.loginState === "EMAIL_VERIFICATION_REQUIRED") askForCode();
 * ```
 */
export async function register(client: IdentityClient, params: RegisterParams): Promise<StateMachine> {
  try {
    const response = await client.request<AuthenticationResponse>({
      method: "POST",
      path: REGISTER_PATH,
      body: {
        loginId: { email: params.email },
        password: params.password,
        profile: params.profile,
        ...captcha(params.captchaTokens),
      },
    });
    return toLoginState(client.auth, response);
  } catch (e) {
    return registerFailure(e);
  }
}

/**
 * Signs a member in. Failures resolve as `FAILURE` with an `errorCode` (`missingCaptchaToken`,
 * `invalidCaptchaToken`, `invalidPassword`, `resetPassword`, otherwise `invalidEmail`).
 *
 * @example
 * ```ts
 * const result = await login(client, { email, password });
 * if (result.loginState === "SUCCESS") await client.auth.setTokens(await getMemberTokensForDirectLogin(client, result.data.sessionToken));
 * ```
 */
export async function login(client: IdentityClient, params: LoginParams): Promise<StateMachine> {
  try {
    const response = await client.request<AuthenticationResponse>({
      method: "POST",
      path: LOGIN_PATH,
      body: { loginId: { email: params.email }, password: params.password, ...captcha(params.captchaTokens) },
    });
    return toLoginState(client.auth, response);
  } catch (e) {
    return loginFailure(e);
  }
}
