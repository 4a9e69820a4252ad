/**
 * Guesses in a burst: 30 or 100 logins for one e-mail sent at once, through two
 * apps on one database (on PostgreSQL each with its own connection pool, as two
 * emulator processes), check at most 5 wrong passwords; the rest are answered
 * -19971 (captcha needed). Second-factor codes likewise: 10 sign-in challenges
 * opened one after the other with the right password, then 5 wrong TOTP codes
 * sent on each at once, check 5 codes in all, not 5 per challenge.
 */

import type { Database } from "@vitrine/emulator";
import {
  activeMember,
  createTestApp,
  enrolAuthenticatorApp,
  type LooseBody,
  openTestingDatabase,
  postAsVisitor,
  totpCode,
} from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend, workerPostgresUrl } from "../support/test-database.ts";

const LOGIN = "/_api/iam/authentication/v2/login";
const TOTP_VERIFY = "/_api/iam/authentication/v2/TOTP/verify";
const CAPTCHA_REQUIRED = "-19971";
const WRONG_PASSWORD = "-19976";

/** What each answer of a burst was: SUCCESS, REQUIRE_MFA or an application error code. */
const outcomeOf = (body: LooseBody): string => body.state ?? body.details?.applicationError?.code ?? "?";

/** How many answers had each outcome. */
function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

describe(`guesses in a burst on ${testBackend}`, () => {
  let t: TestApp;
  let other: TestApp;
  let otherDb: Database | undefined;
  const clock = Date.UTC(2026, 10, 25, 12, 0, 10);

  beforeEach(async () => {
    t = await startTestApp({}, { now: () => clock });
    otherDb = testBackend === "postgres" ? await openTestingDatabase(await workerPostgresUrl()) : undefined;
    other = await createTestApp(
      otherDb ?? t.db,
      { memberPolicy: t.config.memberPolicy },
      { now: () => clock },
    );
  });
  afterEach(async () => {
    await other.close();
    await otherDb?.close();
    await t.close();
  });

  /** Sends every body to `url` at once, alternating between the two apps. */
  async function burst(url: string, bodies: unknown[]): Promise<string[]> {
    const tokens = [await t.visitorToken(), await other.visitorToken()];
    const answers = await Promise.all(
      bodies.map((body, i) => postAsVisitor(i % 2 ? other : t, url, body, tokens[i % 2])),
    );
    return answers.map((answer) => outcomeOf(answer.body));
  }

  it.each([30, 100])(
    "%i concurrent logins for one e-mail, one of them right, check at most 5 wrong passwords",
    async (count) => {
      await activeMember(t, "burst@example.com");
      const right = Math.floor(count / 3);
      const outcomes = await burst(
        LOGIN,
        Array.from({ length: count }, (_, i) => ({
          loginId: { email: i % 2 ? "Burst@Example.com" : "burst@example.com" },
          password: i === right ? "secret-pass" : `guess-${i}`,
        })),
      );
      const counts = tally(outcomes);
      expect(
        Object.keys(counts).filter(
          (outcome) => ![WRONG_PASSWORD, "SUCCESS", CAPTCHA_REQUIRED].includes(outcome),
        ),
      ).toEqual([]);
      // Each guess holds one of the 5 places while it is checked; the right one gives its place
      // back. Whether a wrong guess still takes that place depends on when it comes back: after
      // every other guess was refused, only 4 wrong passwords were checked, and the member has one
      // check left.
      const wrong = counts[WRONG_PASSWORD] ?? 0;
      const succeeded = counts.SUCCESS ?? 0;
      expect(succeeded).toBeLessThanOrEqual(1);
      expect(wrong).toBeLessThanOrEqual(5);
      expect(wrong + succeeded).toBeGreaterThanOrEqual(5);
      expect(counts[CAPTCHA_REQUIRED]).toBe(count - wrong - succeeded);
      const after = await postAsVisitor(t, LOGIN, {
        loginId: { email: "burst@example.com" },
        password: "secret-pass",
      });
      expect(outcomeOf(after.body)).toBe(wrong === 5 ? CAPTCHA_REQUIRED : "SUCCESS");
    },
  );

  it("100 concurrent wrong passwords for an e-mail that is no member's check exactly 5", async () => {
    const outcomes = await burst(
      LOGIN,
      Array.from({ length: 100 }, (_, i) => ({
        loginId: { email: "nobody@example.com" },
        password: `guess-${i}`,
      })),
    );
    expect(tally(outcomes)).toEqual({ "-19999": 5, [CAPTCHA_REQUIRED]: 95 });
  });

  it("10 sign-in challenges with 5 wrong TOTP codes each, sent at once, check 5 codes in all", async () => {
    const { id } = await activeMember(t, "totp@example.com");
    const secret = await enrolAuthenticatorApp(t.db, id, new Date(clock - 60_000));
    const stateTokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await postAsVisitor(t, LOGIN, {
        loginId: { email: "totp@example.com" },
        password: "secret-pass",
      });
      expect(answer.body.state).toBe("REQUIRE_MFA");
      stateTokens.push(answer.body.stateToken as string);
    }
    const right = totpCode(secret, new Date(clock));
    const wrong = (n: number) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, "0");
    const outcomes = await burst(
      TOTP_VERIFY,
      stateTokens.flatMap((stateToken, i) =>
        Array.from({ length: 5 }, (_, j) => ({ stateToken, totpData: { code: wrong(i * 5 + j) } })),
      ),
    );
    expect(tally(outcomes)).toEqual({ INVALID_VERIFICATION_CODE: 5, [CAPTCHA_REQUIRED]: 45 });
  });
});
