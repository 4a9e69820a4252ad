/**
 * The mailbox pages: every e-mail the emulator sent (verification codes,
 * reset links…) with its sender and, on their own page, the text messages and voice calls of
 * phone second factors (addressed to a phone number), newest first, filtered
 * by recipient, refreshed every two seconds.
 */
import { call } from "./api.ts";
import { fill, h, when } from "./dom.ts";
import { failureAlert } from "./failure.ts";
import { poll, type View } from "./view.ts";

interface Mail {
  id: string;
  /** The sender, e.g. `"Linen & Oak" <no-reply@vitrine.localhost>`. */
  from: string;
  to: string;
  subject: string;
  body: string;
  sentDate: string;
}

const REFRESH_MS = 2000;
const isPhone = (mail: Mail) => !mail.to.includes("@");
/** Who an e-mail is from and to; a text or call, to whom. */
const addressed = (mail: Mail) => (isPhone(mail) ? `To ${mail.to}` : `From ${mail.from} to ${mail.to}`);

function mailArticle(mail: Mail): HTMLElement {
  const headingId = `mail-${mail.id}`;
  return h(
    "li",
    {},
    h(
      "article",
      { "aria-labelledby": headingId },
      h("h2", { id: headingId }, mail.subject),
      h("p", { class: "meta" }, `${addressed(mail)}, ${when(mail.sentDate)}`),
      h("pre", { class: "mail-body", tabindex: 0 }, mail.body),
    ),
  );
}

function mailboxView(title: string, phone: boolean, empty: string): View {
  return {
    title,
    async render({ root, signal }) {
      const filter = h("input", { id: "mail-to", type: "search", autocomplete: "off" });
      const list = h("div", { "aria-live": "polite" });
      let shown = "";
      const refresh = async () => {
        try {
          const to = filter.value.trim();
          const { messages } = await call<{ messages: Mail[] }>(
            "GET",
            `/_dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ""}`,
          );
          const mine = messages.filter((mail) => isPhone(mail) === phone);
          const key = mine.map((mail) => mail.id).join(",");
          if (key === shown) return;
          shown = key;
          fill(
            list,
            mine.length > 0 ? h("ol", { class: "mails" }, ...mine.map(mailArticle)) : h("p", {}, empty),
          );
        } catch (error) {
          shown = "";
          fill(list, failureAlert("The mailbox could not be read", error));
        }
      };
      filter.addEventListener("input", () => void refresh());
      root.append(
        h("h1", { tabindex: -1 }, title),
        h(
          "p",
          { class: "field" },
          h("label", { for: "mail-to" }, phone ? "Phone number" : "Recipient"),
          filter,
        ),
        list,
      );
      poll(signal, REFRESH_MS, refresh);
    },
  };
}

/** The e-mails page. */
export const mailView = mailboxView("Mailbox", false, "No e-mail yet.");
/** The text messages and voice calls page. */
export const textsView = mailboxView("Texts and calls", true, "No text message or call yet.");
