/**
 * Old reset links: only a member's newest link works. A newer link, a completed
 * reset and a password change end every outstanding one, on the recovery call
 * and on the hosted reset page; of 10 links mailed at once only one works, and
 * only once, even when all are used at once. A completed reset also clears the
 * sign-in gate that anyone's wrong guesses closed.
 */

import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_API_KEY, TEST_CLIENT_ID, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const LOGIN = "/_api/iam/authentication/v2/login";
const SEND = "/_api/iam/recovery/v1/send-email";
const RECOVER = "/_api/iam/recovery/v1/recover";
const RESET_PAGE = "/_hosted/reset-password";
const EMAIL = "links@example.com";

describe(`reset links on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** The tokens of every reset link mailed to `EMAIL`, newest first. */
  async function mailedTokens(): Promise<string[]> {
    const mailbox = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${EMAIL}` });
    return (mailbox.json().messages as { body: string }[]).flatMap(({ body }) => {
      const link = /(http\S+reset-password\?token=\S+)/.exec(body)?.[1];
      return link ? [new URL(link).searchParams.get("token") ?? ""] : [];
    });
  }

  const recover = (recoveryToken: string, password: string) =>
    postAsVisitor(t, RECOVER, { recoveryToken, password });
  const login = (password: string) => postAsVisitor(t, LOGIN, { loginId: { email: EMAIL }, password });

  /** The link's token is refused on the recovery call and on the hosted page. */
  async function expectEnded(token: string) {
    const api = await recover(token, "taken-over");
    expect(api.body.details.applicationError.code).toBe("INVALID_TOKEN");
    const page = await postForm(t, RESET_PAGE, { token, password: "taken-over" });
    expect(page.statusCode).toBe(404);
  }

  it("a newer link ends the older one", async () => {
    await activeMember(t, EMAIL);
    await postAsVisitor(t, SEND, { email: EMAIL });
    await postAsVisitor(t, SEND, { email: EMAIL });
    const [newer, older] = await mailedTokens();
    await expectEnded(older ?? "");
    expect((await login("taken-over")).body.details.applicationError.code).toBe("-19976");
    const page = await postForm(t, RESET_PAGE, { token: newer ?? "", password: "newer-pass" });
    expect(page.statusCode).toBe(200);
    expect((await login("newer-pass")).body.state).toBe("SUCCESS");
  });

  it("of 10 links mailed at once, used at once, one resets the password, once", async () => {
    await activeMember(t, EMAIL);
    await Promise.all(Array.from({ length: 10 }, () => postAsVisitor(t, SEND, { email: EMAIL })));
    const tokens = await mailedTokens();
    expect(tokens).toHaveLength(10);
    const answers = await Promise.all(tokens.map((token, i) => recover(token, `password-${i}`)));
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer.body.details.applicationError.code).toBe("INVALID_TOKEN");
    expect((await login(`password-${winners[0]}`)).body.state).toBe("SUCCESS");
    await expectEnded(tokens[winners[0] ?? 0] ?? "");
  });

  it("a password change ends the outstanding link", async () => {
    const member = await activeMember(t, EMAIL);
    await postAsVisitor(t, SEND, { email: EMAIL });
    const [token] = await mailedTokens();
    const tokens = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
      payload: {
        grant_type: "authorized_client",
        scope: "offline_access",
        member_id: member.id,
        session_token: member.sessionToken,
        client_id: TEST_CLIENT_ID,
      },
    });
    const changed = await t.inject({
      method: "POST",
      url: "/_api/iam/authentication/v2/change-password",
      headers: { authorization: tokens.json().access_token },
      payload: { newPassword: "changed-pass" },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(token ?? "");
    expect((await login("taken-over")).body.details.applicationError.code).toBe("-19976");
    expect((await login("changed-pass")).body.state).toBe("SUCCESS");
  });

  it("a completed reset opens the sign-in gate that 5 wrong guesses by anyone closed", async () => {
    await activeMember(t, EMAIL);
    for (let i = 0; i < 5; i++) await login(`guess-${i}`);
    expect((await login("secret-pass")).body.details.applicationError.code).toBe("-19971");
    await postAsVisitor(t, SEND, { email: EMAIL });
    const [token] = await mailedTokens();
    expect((await postForm(t, RESET_PAGE, { token: token ?? "", password: "fresh-pass" })).statusCode).toBe(
      200,
    );
    expect((await login("fresh-pass")).body.state).toBe("SUCCESS");
  });
});
