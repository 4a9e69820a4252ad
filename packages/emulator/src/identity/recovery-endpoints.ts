/**
 * `/_api/iam/recovery/v1/*`: the password-reset e-mail (whose answer never says
 * whether the e-mail is a member's), the activation e-mail (merchant), and
 * recovering with a link's token.
 */

import { requireAllowedUrl } from "../auth/allowed-redirects.ts";
import { invalidField } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { requireEmail } from "./email-address.ts";
import { memberNotFound } from "./identity-failures.ts";
import { objectField, passwordField, requiredString } from "./identity-payload.ts";
import { findByEmail, findById } from "./identity-records.ts";
import { mailRecoveryLink, recoverWithToken } from "./recovery-tokens.ts";

/** `POST /v1/send-email` `{email, language, redirect:{url, clientId}}` → `{}` whether or not the member exists. */
export const sendRecoveryEmailEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/recovery/v1/send-email",
  access: "read",
  async handle({ payload, db, config, credentials }) {
    const email = requireEmail(payload.email, "email");
    const redirect = objectField(payload, "redirect");
    const clientId = redirect.clientId;
    if (clientId !== undefined && typeof clientId !== "string")
      throw invalidField("redirect.clientId", "must be a string");
    const url =
      redirect.url === undefined
        ? undefined
        : await requireAllowedUrl(db, clientId, redirect.url, "redirect.url");
    const row = await findByEmail(db, email);
    if (!row || row.status === "BLOCKED" || row.status === "DELETED") return {};
    const now = new Date(credentials.now());
    const notify = await db.transaction((tx) => mailRecoveryLink(tx, config, row, "recovery", url, now));
    notify();
    return {};
  },
};

/** `POST /v1/activation-email` `{identityId, emailOptions}` (merchant): an activation link. */
export const sendActivationEmailEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/recovery/v1/activation-email",
  access: "write",
  async handle({ payload, db, config, credentials }) {
    const row = await findById(db, requiredString(payload, "identityId"));
    if (!row) throw memberNotFound("id");
    const now = new Date(credentials.now());
    const notify = await db.transaction((tx) =>
      mailRecoveryLink(tx, config, row, "activation", undefined, now),
    );
    notify();
    return {};
  },
};

/** `POST /v1/recover` `{recoveryToken, password}`: sets the password; the token works once, for an hour. */
export const recoverEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/recovery/v1/recover",
  access: "read",
  async handle({ payload, db, credentials }) {
    const token = requiredString(payload, "recoveryToken");
    const password = passwordField(payload, "password");
    await recoverWithToken(db, token, password, new Date(credentials.now()));
    return {};
  },
};

/** The recovery endpoints. */
export const recoveryEndpoints: readonly Endpoint[] = [
  sendRecoveryEmailEndpoint,
  sendActivationEmailEndpoint,
  recoverEndpoint,
];
