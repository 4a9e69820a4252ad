/**
 * Who the store's e-mails come from: the store's name (`config.brand.storeName`, CLI
 * `--store-name`) at the sender address (`config.mailFrom`, CLI `--mail-from`, by default
 * `no-reply@vitrine.localhost`), as a provider sends a site's member and order e-mails under the
 * site's name. A `--mail-from` that names its sender (`Shop <shop@example.com>`) is used as it is.
 */
import type { EmulatorConfig } from "../config.ts";

/** The sender of the store's e-mails. */
export interface MailSender {
  /** The name mail clients show (the store's, unless `mailFrom` names another). */
  name: string;
  /** The address. */
  address: string;
}

/** The sender address when `config.mailFrom` gives none: `.localhost` reaches nobody. */
export const DEFAULT_SENDER_ADDRESS = "no-reply@vitrine.localhost";

/** `Name <address>`, the name optionally quoted. */
const NAMED = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/;

/**
 * The sender of the e-mails of the store `config` describes.
 *
 * @example
 * ```ts
 * mailSender(defaultConfig({ brand: defaultBrandSettings({ storeName: "Linen & Oak" }) }));
 * // { name: "Linen & Oak", address: "no-reply@vitrine.localhost" }
 * ```
 */
export function mailSender(config: EmulatorConfig): MailSender {
  const given = config.mailFrom?.trim() || DEFAULT_SENDER_ADDRESS;
  const named = NAMED.exec(given);
  const name = named?.[1]?.replace(/^"(.*)"$/, "$1").replace(/\\(.)/g, "$1");
  return { name: name || config.brand.storeName, address: named?.[2] ?? given };
}

/**
 * The sender as a `From` header shows it, the name quoted (RFC 5322).
 *
 * @example
 * ```ts
 * senderText({ name: "Linen & Oak", address: "no-reply@vitrine.localhost" });
 * // '"Linen & Oak" <no-reply@vitrine.localhost>'
 * ```
 */
export function senderText({ name, address }: MailSender): string {
  return `"${name.replace(/["\\]/g, "\\$&")}" <${address}>`;
}
