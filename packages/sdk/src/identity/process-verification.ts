/**
 * `processVerification`, `resendVerificationCode` and `sendSecondFactorCode`: the e-mail
 * verification or second-factor step of register or login, continued from the state the last step
 * left (or one passed explicitly).
 */
import { type VerifyFactorOptions, verifyFactor } from "./authentication.js";
import type { IdentityClient } from "./identity-client.js";
import {
  currentLoginState,
  type SecondFactorType,
  type StateMachine,
  toLoginState,
  UNKNOWN_STATE,
} from "./login-state.js";
import { resendDuringAuthentication, verifyDuringAuthentication } from "./verification.js";

/** The verify call's factor data: `{totpData}`, `{smsData}` or `{callData}` holding `code` (if any). */
function factorData(factorType: SecondFactorType, code?: string): VerifyFactorOptions {
  const data = code === undefined ? {} : { code };
  if (factorType === "SMS") return { stateToken: "", smsData: data };
  if (factorType === "CALL") return { stateToken: "", callData: data };
  return { stateToken: "", totpData: { code: code ?? "" } };
}

/**
 * Sends the code: the e-mailed one while the state is `EMAIL_VERIFICATION_REQUIRED`; while it is
 * `MFA_REQUIRED`, the second factor's (`factorType`, by default the one whose code was sent, else
 * `TOTP`: the authenticator app's). In any other state it resolves `FAILURE` with
 * `Unknown _state` without a request.
 *
 * @example
 * ```ts
 * const next = await processVerification(client, { verificationCode: "123456" });
 * if (next.loginState === "MFA_REQUIRED") await processVerification(client, { verificationCode: totpCode });
 * ```
 */
export async function processVerification(
  client: IdentityClient,
  input: { verificationCode: string; factorType?: SecondFactorType },
  state: StateMachine = currentLoginState(client.auth),
): Promise<StateMachine> {
  if (state.loginState === "MFA_REQUIRED") {
    const factorType = input.factorType ?? state.data.codeSentBy ?? "TOTP";
    const response = await verifyFactor(client)(factorType, {
      ...factorData(factorType, input.verificationCode),
      stateToken: state.data.stateToken,
    });
    return toLoginState(client.auth, response);
  }
  if (state.loginState !== "EMAIL_VERIFICATION_REQUIRED") return UNKNOWN_STATE;
  const response = await verifyDuringAuthentication(client)(input.verificationCode, {
    stateToken: state.data.stateToken,
  });
  return toLoginState(client.auth, response);
}

/**
 * E-mails the verification code again; only while the state is `EMAIL_VERIFICATION_REQUIRED`
 * (resolves `false` otherwise, `true` once sent).
 *
 * @example
 * ```ts
 * await resendVerificationCode(client);
 * ```
 */
export async function resendVerificationCode(
  client: IdentityClient,
  state: StateMachine = currentLoginState(client.auth),
): Promise<boolean> {
  if (state.loginState !== "EMAIL_VERIFICATION_REQUIRED") return false;
  await resendDuringAuthentication(client)(state.data.stateToken);
  return true;
}

/**
 * Asks for a second-factor code by text (`SMS`) or voice call (`CALL`) while the state is
 * `MFA_REQUIRED` and the factor is offered; resolves the new state (its `codeSentBy` names the
 * factor), or `FAILURE` with `Unknown _state` without a request otherwise.
 *
 * @example
 * ```ts
 * const next = await sendSecondFactorCode(client, "SMS");
 * await processVerification(client, { verificationCode: codeFromTheText });
 * ```
 */
export async function sendSecondFactorCode(
  client: IdentityClient,
  factorType: "SMS" | "CALL",
  state: StateMachine = currentLoginState(client.auth),
): Promise<StateMachine> {
  if (state.loginState !== "MFA_REQUIRED" || !state.data.availableFactors.includes(factorType))
    return UNKNOWN_STATE;
  const response = await verifyFactor(client)(factorType, {
    ...factorData(factorType),
    stateToken: state.data.stateToken,
  });
  return toLoginState(client.auth, response);
}
