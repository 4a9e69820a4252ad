/**
 * Answering `REQUIRE_MFA`: the state token's sign-in continues with a TOTP code
 * from the member's authenticator app, or with a code sent to the member's
 * phone, by text (SMS) or voice (CALL), which the emulator leaves in the dev
 * mailbox addressed to the phone number. A phone factor's verify without a code
 * sends one and answers `MFA_CHALLENGE` (same state token); with the code it
 * completes the sign-in. Each code takes a place of the member's gate for that
 * factor before it is checked (a right one gives it back), so however many
 * challenges are open, at most the gate's limit of codes per factor are checked
 * per window; past it the answer is -19971. A wrong code also counts a try of
 * the challenge (the 5th spends it) and a failure towards the e-mail's password
 * gate; a TOTP code is accepted once.
 */
import type { SecondFactorType } from "@vitrine/sdk/identity";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { ApplicationFailure } from "../errors.ts";
import { sendMail } from "../mail/mailbox.ts";
import { invalidToken, missingCaptcha } from "./identity-failures.ts";
import { findById, identityWire } from "./identity-records.ts";
import { phoneCodeMessage } from "./member-mail-text.ts";
import { countAttempt, giveBackAttempt, reserveAttempt } from "./sign-in-attempts.ts";
import {
  countWrongCode,
  lockChallenge,
  newPhoneCode,
  phoneCodeMatches,
  spendChallenge,
} from "./sign-in-challenges.ts";
import { availableFactors, phoneOf, type SignInAnswer, signInState } from "./sign-in-state.ts";
import { useTotpCode } from "./totp-factors.ts";

/** 400: the code is wrong, with the tries the challenge has left. */
const wrongCode = (attemptsLeft: number) =>
  new ApplicationFailure(400, "INVALID_VERIFICATION_CODE", "The verification code is wrong.", {
    attemptsLeft,
  });

/**
 * Verifies `code` of `factorType` for the sign-in `stateToken` and answers its state; for SMS or
 * CALL without a code, sends one. Throws a 400 for unknown or spent state tokens and wrong codes.
 */
export async function verifySecondFactor(
  db: Database,
  config: EmulatorConfig,
  input: { factorType: SecondFactorType; stateToken: string; code: string | undefined },
  now: Date,
): Promise<SignInAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, input.stateToken, now);
    const row = await findById(tx, challenge.identityId);
    if (!row) throw invalidToken("state token");
    const phone = phoneOf(row);
    if (input.factorType !== "TOTP" && !phone)
      throw new ApplicationFailure(
        400,
        "FACTOR_NOT_AVAILABLE",
        "The member has no phone number for this factor.",
      );
    if (input.factorType !== "TOTP" && phone && input.code === undefined) {
      const code = await newPhoneCode(tx, challenge, now);
      const notify = await sendMail(
        tx,
        config,
        { to: phone, ...phoneCodeMessage(config, input.factorType, code) },
        now,
      );
      const answer: SignInAnswer = {
        state: "MFA_CHALLENGE",
        stateToken: input.stateToken,
        identity: identityWire(row),
        additionalData: {},
        mfaChallengeData: {
          factorType: input.factorType,
          availableFactors: availableFactors(row),
          reason: "USER_SETTINGS",
        },
      };
      return { answer, notify };
    }
    const code = input.code ?? "";
    const policy = config.memberPolicy;
    const place = await reserveAttempt(tx, policy, input.factorType, row.id, now);
    if (!place) return { wrong: missingCaptcha() };
    const accepted =
      input.factorType === "TOTP"
        ? await useTotpCode(tx, row.id, code, now)
        : phoneCodeMatches(challenge, code, now);
    if (!accepted) {
      await countAttempt(tx, policy, "PASSWORD", row.email, now);
      return { wrong: wrongCode(await countWrongCode(tx, challenge)) };
    }
    await giveBackAttempt(tx, place);
    await spendChallenge(tx, challenge, now);
    return signInState(tx, config, row, now, true);
  });
  if ("wrong" in outcome) throw outcome.wrong;
  outcome.notify();
  return outcome.answer;
}
