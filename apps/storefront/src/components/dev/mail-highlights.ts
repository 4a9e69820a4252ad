/** What a person looks for in a dev-mailbox e-mail: its one-time codes and its links. */

const CODE = /\b\d{6}\b/g;
const LINK = /https?:\/\/[^\s<>"')]+/g;
/** Sentence punctuation right after a link is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The codes and links of an e-mail body, each once, in order. */
export interface MailHighlights {
  codes: string[];
  links: string[];
}

/**
 * Finds six-digit codes and http(s) links in `body` (a code inside a link is not counted).
 *
 * @example
 * ```ts
 * mailHighlights("Your code is 123456."); // { codes: ["123456"], links: [] }
 * ```
 */
export function mailHighlights(body: string): MailHighlights {
  const links = [...new Set((body.match(LINK) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, "")))];
  const withoutLinks = body.replace(LINK, " ");
  const codes = [...new Set(withoutLinks.match(CODE) ?? [])];
  return { codes, links };
}
