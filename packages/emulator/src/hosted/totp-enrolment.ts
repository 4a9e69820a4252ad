/**
 * The members area's two-step sign-in section (on the ACCOUNT_INFO page): off,
 * with a button to set up an authenticator app; being set up, with the new
 * secret as a QR code of its `otpauth://` URI and as text, and a field for the
 * first code that confirms it, with a link that opens it in an authenticator app on the same
 * device; or on. The apps show the store's name as the account's issuer. Built with the escaping `html` tag. The
 * secret appears only while it is unconfirmed.
 */

import { html, type SafeHtml } from "../html/html-template.ts";
import { otpauthUri } from "../identity/totp.ts";
import { qrCodeSvg } from "./qr-code-svg.ts";

/** Where the section stands and what its form needs. */
export interface TotpSectionState {
  sessionId: string;
  csrf: string;
  account: string;
  /** The name authenticator apps show beside the account: the store's. */
  issuer: string;
  /** `on` once confirmed; the unconfirmed secret while being set up; `off` otherwise. */
  factor: "on" | "off" | { pendingSecret: string };
  error?: string | undefined;
}

/** The secret in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The section's HTML.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: "My account", body: html`${profile}${totpSection({ sessionId, csrf, account, issuer, factor: "off" })}` });
 * ```
 */
export function totpSection(state: TotpSectionState): SafeHtml {
  const hidden = html`<input type="hidden" name="sessionId" value="${state.sessionId}"><input type="hidden" name="csrf" value="${state.csrf}">`;
  const { factor } = state;
  if (factor === "on")
    return html`<section aria-labelledby="two-step"><h2 id="two-step">Two-step sign-in</h2><p>On: signing in asks for a code from your authenticator app.</p></section>`;
  if (factor === "off")
    return html`<section aria-labelledby="two-step"><h2 id="two-step">Two-step sign-in</h2><p>Off. With an authenticator app, signing in also asks for a 6-digit code from the app.</p>
<form method="post" action="/_hosted/account/totp">${hidden}<input type="hidden" name="step" value="start"><button type="submit">Set up an authenticator app</button></form></section>`;
  const uri = otpauthUri(state.issuer, state.account, factor.pendingSecret);
  return html`<section aria-labelledby="two-step"><h2 id="two-step">Set up your authenticator app</h2>
<p>Scan this QR code with your authenticator app, or type the key below into it.</p>
<figure>${qrCodeSvg(uri, "QR code of your authenticator app key")}<figcaption>Key: <code id="totp-secret">${grouped(factor.pendingSecret)}</code></figcaption></figure>
<p><a id="totp-link" href="${uri}">Open in an authenticator app on this device</a></p>
${state.error && html`<p class="error" role="alert" id="totp-error">${state.error}</p>`}
<form method="post" action="/_hosted/account/totp">${hidden}<input type="hidden" name="step" value="confirm">
<label for="totp-code">6-digit code from the app</label><input id="totp-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${state.error ? html` aria-invalid="true" aria-describedby="totp-error" autofocus` : ""}>
<button type="submit">Turn on two-step sign-in</button></form></section>`;
}
