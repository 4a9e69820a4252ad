/**
 * The sign-in state machine register, login and verification move through, and how the server's
 * authentication state maps onto it. The last state that needs input (e-mail verification or a
 * second factor) is remembered per strategy, so `processVerification` or `verifySecondFactor` can
 * continue it.
 */
import type { FactorType } from "./identity-enums.js";
import type { AuthenticationResponse } from "./identity-model.js";
import type { OAuthStrategy } from "./oauth-strategy.js";

/** Every {@link LoginState}. */
export const LOGIN_STATES = [
  "INITIAL",
  "SUCCESS",
  "FAILURE",
  "EMAIL_VERIFICATION_REQUIRED",
  "OWNER_APPROVAL_REQUIRED",
  "USER_CAPTCHA_REQUIRED",
  "SILENT_CAPTCHA_REQUIRED",
  "MFA_REQUIRED",
] as const;
/** Where a sign-in stands. */
export type LoginState = (typeof LOGIN_STATES)[number];

/**
 * Every {@link SecondFactorType}.
 *
 * @example
 * ```ts
 * SECOND_FACTOR_TYPES.includes("TOTP"); // true
 * ```
 */
export const SECOND_FACTOR_TYPES = ["TOTP", "SMS", "CALL"] as const satisfies readonly FactorType[];
/** The second factors a sign-in may ask for: an authenticator app, or a code by text or call. */
export type SecondFactorType = (typeof SECOND_FACTOR_TYPES)[number];

/** Why a sign-in failed. */
export type LoginErrorCode =
  | "invalidEmail"
  | "invalidPassword"
  | "resetPassword"
  | "missingCaptchaToken"
  | "emailAlreadyExists"
  | "invalidCaptchaToken";

/** A sign-in's state and what it carries. */
export type StateMachine =
  | { loginState: "INITIAL" }
  | { loginState: "SUCCESS"; data: { sessionToken: string } }
  | { loginState: "FAILURE"; error: string; errorCode?: LoginErrorCode }
  | { loginState: "EMAIL_VERIFICATION_REQUIRED"; data: { stateToken: string } }
  | { loginState: "OWNER_APPROVAL_REQUIRED" }
  | { loginState: "USER_CAPTCHA_REQUIRED"; data: { stateToken: string } }
  | { loginState: "SILENT_CAPTCHA_REQUIRED"; data: { stateToken: string } }
  | {
      loginState: "MFA_REQUIRED";
      /** `codeSentBy`: the phone factor whose code was just sent, if any. */
      data: { stateToken: string; availableFactors: SecondFactorType[]; codeSentBy?: "SMS" | "CALL" };
    };

/** `FAILURE` with `Unknown _state`. */
export const UNKNOWN_STATE: StateMachine = { loginState: "FAILURE", error: "Unknown _state" };

const pending = new WeakMap<OAuthStrategy, StateMachine>();

/**
 * The state the strategy's last sign-in step left (`INITIAL` when none needs input).
 *
 * @example
 * ```ts
 * currentLoginState(client.auth).loginState; // "EMAIL_VERIFICATION_REQUIRED"
 * ```
 */
export function currentLoginState(auth: OAuthStrategy): StateMachine {
  return pending.get(auth) ?? { loginState: "INITIAL" };
}

/**
 * Maps the server's answer: `SUCCESS` → `SUCCESS` with the session token;
 * `REQUIRE_OWNER_APPROVAL` → `OWNER_APPROVAL_REQUIRED`; `REQUIRE_EMAIL_VERIFICATION` →
 * `EMAIL_VERIFICATION_REQUIRED` with the state token; `REQUIRE_MFA` and `MFA_CHALLENGE` →
 * `MFA_REQUIRED` with the state token and the factors offered (states that need input are
 * remembered for `auth`); anything else `FAILURE` with `Unknown _state`.
 *
 * @example
 * ```ts
 * toLoginState(client.auth, { state: "SUCCESS", sessionToken: "s" }); // { loginState: "SUCCESS", data: { sessionToken: "s" } }
 * ```
 */
export function toLoginState(auth: OAuthStrategy, response: AuthenticationResponse): StateMachine {
  const { state } = response;
  const next: StateMachine =
    state === "SUCCESS"
      ? { loginState: "SUCCESS", data: { sessionToken: response.sessionToken ?? "" } }
      : state === "REQUIRE_OWNER_APPROVAL"
        ? { loginState: "OWNER_APPROVAL_REQUIRED" }
        : state === "REQUIRE_EMAIL_VERIFICATION"
          ? { loginState: "EMAIL_VERIFICATION_REQUIRED", data: { stateToken: response.stateToken ?? "" } }
          : state === "REQUIRE_MFA" || state === "MFA_CHALLENGE"
            ? mfaState(response)
            : UNKNOWN_STATE;
  if (next.loginState === "EMAIL_VERIFICATION_REQUIRED" || next.loginState === "MFA_REQUIRED")
    pending.set(auth, next);
  else pending.delete(auth);
  return next;
}

const isSecondFactor = (type: FactorType | undefined): type is SecondFactorType =>
  (SECOND_FACTOR_TYPES as readonly (FactorType | undefined)[]).includes(type);

function mfaState(response: AuthenticationResponse): StateMachine {
  const offered =
    response.requireMfaData?.availableFactors ?? response.mfaChallengeData?.availableFactors ?? [];
  const sent = response.mfaChallengeData?.factorType;
  return {
    loginState: "MFA_REQUIRED",
    data: {
      stateToken: response.stateToken ?? "",
      availableFactors: offered.map((factor) => factor.factorType).filter(isSecondFactor),
      ...(sent === "SMS" || sent === "CALL" ? { codeSentBy: sent } : {}),
    },
  };
}
