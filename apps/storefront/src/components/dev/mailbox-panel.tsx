/**
 * The dev mailbox: the e-mails the emulator stored instead of sending, newest first, for one
 * address or all, with their codes and links shown up front. Refreshes every few seconds.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { readMailbox } from "../../lib/dev-data.ts";
import { mailHighlights } from "./mail-highlights.ts";

/** How often the mailbox is read again, in ms. */
const REFRESH_MS = 3000;

/** Shows the dev mailbox. */
export function MailboxPanel() {
  const [draft, setDraft] = useState("");
  const [address, setAddress] = useState("");
  const mail = useQuery({
    queryKey: ["dev", "mailbox", address],
    queryFn: () => readMailbox(address || undefined),
    refetchInterval: REFRESH_MS,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAddress(draft.trim());
  }

  return (
    <section className="dev-section" aria-labelledby="mailbox-title">
      <h2 id="mailbox-title">Mailbox</h2>
      <p className="dev-section__intro">
        Every e-mail the emulator sends (verification codes, password-reset links) lands here instead of an
        inbox.
      </p>
      <form className="dev-search" onSubmit={submit}>
        <label className="field">
          <span className="field__label">E-mail address</span>
          <input
            className="input"
            type="email"
            placeholder="All addresses"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary">
          Show mail
        </button>
      </form>
      {mail.isError ? (
        <p className="form-message form-message--error" role="alert">
          The mailbox could not be read: {mail.error instanceof Error ? mail.error.message : "unknown error"}.
        </p>
      ) : null}
      {mail.data?.length === 0 ? (
        <p className="dev-empty">No mail {address ? `to ${address}` : "yet"}.</p>
      ) : null}
      <ol className="mail-list" aria-live="polite">
        {(mail.data ?? []).map((message) => {
          const { codes, links } = mailHighlights(message.body);
          return (
            <li key={message.id} className="mail" data-testid="mail">
              <h3 className="mail__subject">{message.subject}</h3>
              <p className="mail__meta">
                To {message.to} ·{" "}
                <time dateTime={message.sentDate}>{new Date(message.sentDate).toLocaleString()}</time>
              </p>
              {codes.map((code) => (
                <p key={code} className="mail__code">
                  Code <code data-testid="mail-code">{code}</code>
                </p>
              ))}
              {links.map((link) => (
                <p key={link} className="mail__link">
                  <a href={link} data-testid="mail-link">
                    {link}
                  </a>
                </p>
              ))}
              <details>
                <summary>Whole message</summary>
                <pre className="mail__body">{message.body}</pre>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
