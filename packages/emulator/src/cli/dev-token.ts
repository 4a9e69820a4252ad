/**
 * The dev token of `vitrine-emulator start`: none on loopback, where `/_dev`
 * stays open as it always was; on any other interface the `--dev-token`
 * given, or a random one, with the banner lines that say so and warn what
 * the mailbox hands out.
 */
import { randomBytes } from "node:crypto";

/** Whether `host` (the `--host` value) is a loopback interface. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** The token `/_dev` asks for when listening on `host`, or `undefined` on loopback. */
export function chooseDevToken(host: string, given: string | undefined): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  return given ?? randomBytes(24).toString("base64url");
}

/**
 * The banner lines about `/_dev` for an emulator at `publicUrl` guarded by `token`, ending with
 * the console's URL (with the token link when there is one).
 *
 * @example
 * ```ts
 * for (const line of devTokenBanner("http://192.168.1.5:4000", token)) out.log(line);
 * ```
 */
export function devTokenBanner(publicUrl: string, token: string | undefined): string[] {
  if (token === undefined)
    return [
      "dev routes (/_dev: mailbox, webhooks, snapshots): open on loopback",
      `console (store, mailbox, webhooks, request log): ${publicUrl}/_dev/`,
    ];
  return [
    "WARNING: listening beyond loopback. Anyone who reaches /_dev/mailbox can ask for a member's password reset, read the link and take the account, so every /_dev route asks for the dev token:",
    `dev token: ${token} (header "authorization: Bearer TOKEN", or "x-vitrine-dev-token: TOKEN" beside an API key; in a browser open ${publicUrl}/_dev/mailbox?token=${token} once)`,
    `console (store, mailbox, webhooks, request log): ${publicUrl}/_dev/?token=${token}`,
  ];
}
