/**
 * The second factor of a sign-in (`MFA_REQUIRED`): `verifySecondFactor` sends the authenticator
 * app's code or a texted or called one, `sendSecondFactorCode` has a code texted or called. Only
 * pages that offer second factors import this; `processVerification` refuses the state with a
 * clear error instead.
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

/** The verify call's factor data: `{totpData}`, `{smsData}` or `{callData}` holding `code` (if any). */
function factorData(factorType: SecondFactorType, code?: string): VerifyFactorOptions {
  const data = code === undefined ? {} : { code };
  if (factorType === "SMS") return { stateToken: "", smsData: data };
  if (factorType === "CALL") return { stateToken: "", callData: data };
  return { stateToken: "", totpData: { code: code ?? "" } };
}

/**
 * Sends the second factor's code while the state is `MFA_REQUIRED` (`factorType`, by default the
 * one whose code was sent, else `TOTP`: the authenticator app's); in any other state it resolves
 * `FAILURE` with `Unknown _state` without a request.
 *
 * @example
 * ```ts
 * let state = await login(client, { email, password });
 * if (state.loginState === "MFA_REQUIRED") state = await verifySecondFactor(client, { verificationCode: appCode });
 * ```
 */
export async function verifySecondFactor(
  client: IdentityClient,
  input: { verificationCode: string; factorType?: SecondFactorType },
  state: StateMachine = currentLoginState(client.auth),
): Promise<StateMachine> {
  if (state.loginState !== "MFA_REQUIRED") return UNKNOWN_STATE;
  const factorType = input.factorType ?? state.data.codeSentBy ?? "TOTP";
  const response = await verifyFactor(client)(factorType, {
    ...factorData(factorType, input.verificationCode),
    stateToken: state.data.stateToken,
  });
  return toLoginState(client.auth, response);
}

/**
 * Asks for a second-factor code by text (`SMS`) or voice call (`CALL`) while the state is
 * `MFA_REQUIRED` and the factor is offered; resolves the new state (its `codeSentBy` names the
 * factor), or `FAILURE` with `Unknown _state` without a request otherwise.
 *
 * @example
 * ```ts
 * const next = await sendSecondFactorCode(client, "SMS");
 * await verifySecondFactor(client, { verificationCode: codeFromTheText });
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
