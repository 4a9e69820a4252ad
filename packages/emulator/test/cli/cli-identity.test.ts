/**
 * The CLI's identity flags and mail printing, on the built `vitrine-emulator`: every sent e-mail
 * is printed with its recipient, subject and code or link (a developer signs up from the
 * terminal), and `--require-email-verification`, `--require-owner-approval` and
 * `--require-captcha` set the member policy the calls then follow.
 */
import { type CliProcess, killStartedClis, runCli, startCli } from "@vitrine/testkit";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closedSmtpUrl, type SmtpReceiver, startSmtpReceiver } from "../mail/smtp-receiver.ts";
import { resetDatabase, testBackend, testDatabase, workerPostgresUrl } from "../support/test-database.ts";

// An emulator a timed-out test started ends with the file.
afterAll(killStartedClis);

const CLIENT = "cli-client";
const ORIGIN = "http://localhost:5173";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

/** POSTs `payload` to `path` with a new visitor token; status and JSON. */
async function call(baseUrl: string, path: string, payload: unknown) {
  const tokens = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: CLIENT, grantType: "anonymous" }),
  });
  const { access_token } = (await tokens.json()) as { access_token: string };
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: access_token },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

const register = (baseUrl: string, email: string, extra: Loose = {}) =>
  call(baseUrl, "/_api/iam/authentication/v2/register", {
    loginId: { email },
    password: "secret-pass",
    ...extra,
  });

/** Waits until the CLI has printed a line matching `pattern`; its match. */
async function printed(cli: CliProcess, pattern: RegExp): Promise<RegExpExecArray> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const match = pattern.exec(cli.output());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not printed: ${pattern}\n${cli.output()}`);
}

describe(`vitrine-emulator identity flags and mail printing (${testBackend})`, { timeout: 60_000 }, () => {
  let cli: CliProcess | undefined;
  let smtp: SmtpReceiver | undefined;
  afterEach(async () => {
    if (cli) expect(await cli.stop()).toEqual({ code: 0, signal: null });
    await smtp?.close();
    cli = undefined;
    smtp = undefined;
  });

  /** Starts the CLI on this project's backend: in memory, or the worker's emptied PostgreSQL database. */
  const startWith = async (extraEnv: NodeJS.ProcessEnv, ...flags: string[]) => {
    const onPostgres = testBackend === "postgres";
    if (onPostgres) await resetDatabase(await testDatabase());
    const storage = onPostgres ? [] : ["--in-memory"];
    const env = onPostgres ? { DATABASE_URL: await workerPostgresUrl(), ...extraEnv } : extraEnv;
    cli = await startCli(["start", "--port", "0", ...storage, "--client-id", CLIENT, ...flags], env);
    return cli;
  };
  const start = (...flags: string[]) => startWith({}, ...flags);

  it("prints the policy and every e-mail: the verification code verifies, the reset link is printed", async () => {
    const emulator = await start();
    expect(emulator.output()).toContain(
      "members: e-mail verification required, owner approval not required, captcha not required",
    );
    const registered = await register(emulator.baseUrl, "ada@example.com");
    expect(registered.body.state).toBe("REQUIRE_EMAIL_VERIFICATION");
    const [, code] = await printed(
      emulator,
      /mail to ada@example\.com: "Your verification code" code (\d{6})/,
    );
    const verified = await call(emulator.baseUrl, "/_api/iam/verification/v1/auth/verify", {
      code,
      stateToken: registered.body.stateToken,
    });
    expect(verified).toMatchObject({ status: 200, body: { state: "SUCCESS" } });

    const reset = await call(emulator.baseUrl, "/_api/iam/recovery/v1/send-email", {
      email: "ada@example.com",
      redirect: { url: `${ORIGIN}/done`, clientId: CLIENT },
    });
    expect(reset.status).toBe(200);
    const [, link] = await printed(
      emulator,
      /mail to ada@example\.com: "Reset your password" link (http:\/\/localhost:\d+\/_hosted\/reset-password\?token=[\w-]+)\n/,
    );
    const page = await fetch(link ?? "");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="token"');
  });

  it("--require-email-verification false --require-owner-approval: no code, the owner approves", async () => {
    const emulator = await start(
      "--require-email-verification",
      "false",
      "--require-owner-approval",
      "--api-key",
      "cli-key-123",
    );
    expect(emulator.output()).toContain(
      "members: e-mail verification not required, owner approval required, captcha not required",
    );
    const registered = await register(emulator.baseUrl, "bo@example.com");
    expect(registered).toMatchObject({ status: 200, body: { state: "REQUIRE_OWNER_APPROVAL" } });
    const approved = await fetch(
      `${emulator.baseUrl}/members/v1/members/${registered.body.identity.id}/approve`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: "cli-key-123",
          "wix-site-id": "vitrine-demo-site",
        },
        body: "{}",
      },
    );
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as Loose).member).toMatchObject({
      id: registered.body.identity.id,
      status: "APPROVED",
    });
    const login = await call(emulator.baseUrl, "/_api/iam/authentication/v2/login", {
      loginId: { email: "bo@example.com" },
      password: "secret-pass",
    });
    expect(login).toMatchObject({
      status: 200,
      body: { state: "SUCCESS", sessionToken: expect.any(String) },
    });
    expect(emulator.output()).not.toContain("mail to bo@example.com");
  });

  it("--require-captcha: register needs a solved captcha token (and signs in at once without verification)", async () => {
    const emulator = await start("--require-captcha", "--require-email-verification", "false");
    const token = /captcha required \(captcha test token: ([A-Za-z0-9_-]{20,})\)/.exec(
      emulator.output(),
    )?.[1];
    expect(token).toEqual(expect.any(String));
    const missing = await register(emulator.baseUrl, "di@example.com");
    expect(missing.status).toBe(400);
    expect(missing.body.details?.applicationError?.code).toBe("-19971");
    const solved = await register(emulator.baseUrl, "di@example.com", {
      captchaTokens: [{ Recaptcha: token }],
    });
    expect(solved).toMatchObject({ status: 200, body: { state: "SUCCESS" } });
  });

  it("--smtp-url also delivers each e-mail by SMTP, from --mail-from, and never prints the password", async () => {
    smtp = await startSmtpReceiver();
    const smtpUrl = smtp.url.replace("smtp://", "smtp://shop:s3cret@");
    const emulator = await start("--smtp-url", smtpUrl, "--mail-from", "shop@example.com");
    expect(emulator.output()).toContain(`delivered by SMTP to ${new URL(smtp.url).host}`);
    await register(emulator.baseUrl, "el@example.com");
    const [, printedCode] = await printed(
      emulator,
      /mail to el@example\.com: "Your verification code" code (\d{6})/,
    );
    const delivered = await smtp.nextMessage();
    expect(delivered.headers).toMatchObject({ to: "el@example.com", subject: "Your verification code" });
    expect(delivered.envelope.from).toBe("shop@example.com");
    expect(delivered.text).toContain(printedCode);
    expect(delivered.auth).toEqual({ user: "shop", pass: "s3cret" });
    expect(emulator.output()).not.toContain("s3cret");
  });

  it("SMTP_URL delivers by SMTP too; a server that is down is reported and the call still succeeds", async () => {
    smtp = await startSmtpReceiver();
    const emulator = await startWith({ SMTP_URL: smtp.url });
    await register(emulator.baseUrl, "fa@example.com");
    expect((await smtp.nextMessage()).headers.to).toBe("fa@example.com");
    expect(await emulator.stop()).toEqual({ code: 0, signal: null });

    const down = await startWith({ SMTP_URL: await closedSmtpUrl() });
    const registered = await register(down.baseUrl, "gu@example.com");
    expect(registered).toMatchObject({ status: 200, body: { state: "REQUIRE_EMAIL_VERIFICATION" } });
    await printed(down, /SMTP delivery to gu@example\.com failed \(the mailbox keeps the e-mail\)/);
    const mailbox = await fetch(`${down.baseUrl}/_dev/mailbox?to=gu%40example.com`);
    expect(((await mailbox.json()) as Loose).messages).toHaveLength(1);
  });

  it("refuses an --smtp-url that is not an smtp(s) URL (exit code 2)", async () => {
    const flag = await runCli(["start", "--in-memory", "--smtp-url", "http://127.0.0.1:25"]);
    expect(flag.code).toBe(2);
    expect(flag.output).toContain(
      "--smtp-url needs an smtp:// or smtps:// URL with a host, not http://127.0.0.1:25",
    );
  });

  it("refuses --require-email-verification without true or false (exit code 2)", async () => {
    const { code, output } = await runCli(["start", "--require-email-verification", "maybe"]);
    expect(code).toBe(2);
    expect(output).toContain("--require-email-verification must be true or false, not maybe");
  });
});
