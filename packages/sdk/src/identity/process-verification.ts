/**
 * `processVerification` and `resendVerificationCode`: the e-mail verification step of register or
 * login, continued from the state the last step left (or one passed explicitly); the code goes to
 * `verifyDuringAuthentication`'s path through `client.request`, as `register` and `login` send
 * theirs. A second factor is `second-factor.ts`'s, imported only by pages that handle it.
 */
import type { IdentityClient } from "./identity-client.js";
import { IdentityError, SECOND_FACTOR_MESSAGE } from "./identity-error.js";
import type { AuthenticationResponse } from "./identity-model.js";
import { currentLoginState, type StateMachine, toLoginState, UNKNOWN_STATE } from "./login-state.js";
import { resendDuringAuthentication, VERIFY_DURING_AUTHENTICATION_PATH } from "./verification.js";

/**
 * Sends the e-mailed code while the state is `EMAIL_VERIFICATION_REQUIRED`. While it is
 * `MFA_REQUIRED` it throws a `SECOND_FACTOR_NOT_HANDLED` {@link IdentityError} without a request
 * (the member signs in with a second factor: `verifySecondFactor` sends its code); in any other
 * state it resolves `FAILURE` with `Unknown _state` without a request.
 *
 * @example
 * ```ts
 * const next = await processVerification(client, { verificationCode: "123456" });
 * ```
 */
export async function processVerification(
  client: IdentityClient,
  input: { verificationCode: string },
  state: StateMachine = currentLoginState(client.auth),
): Promise<StateMachine> {
  if (state.loginState === "MFA_REQUIRED")
    throw new IdentityError(SECOND_FACTOR_MESSAGE, { code: "SECOND_FACTOR_NOT_HANDLED" });
  if (state.loginState !== "EMAIL_VERIFICATION_REQUIRED") return UNKNOWN_STATE;
  const response = await client.request<AuthenticationResponse>({
    method: "POST",
    path: VERIFY_DURING_AUTHENTICATION_PATH,
    body: { code: input.verificationCode, stateToken: state.data.stateToken },
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
