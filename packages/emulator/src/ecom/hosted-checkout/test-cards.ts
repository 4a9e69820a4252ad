/**
 * The test cards of the hosted checkout's test payment: the numbers the major
 * payment providers' test modes use, each with what paying with it does.
 * Nothing is charged and no other number is accepted: the page is an
 * emulator's, and a real card number has no business there. A form posted
 * without a card number (a store's own test posting the form) pays with the
 * card that pays, the one the page shows filled in.
 */

/** What paying with a card does. */
export type CardOutcome =
  /** The payment goes through: the order is placed, paid. */
  | { kind: "pays" }
  /** The payment is refused with `reason`: nothing is placed and no stock is taken. */
  | { kind: "declined"; code: "GENERIC_DECLINE" | "INSUFFICIENT_FUNDS"; reason: string }
  /** The shopper must confirm the payment on a second page (approve or fail), as 3-D Secure asks. */
  | { kind: "needs-confirmation" };

/** One test card, with its number grouped as shown. */
export interface TestCard {
  number: string;
  /** What it does, as the page lists it. */
  description: string;
  outcome: CardOutcome;
}

/** The test cards, the paying one first. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242 4242 4242 4242", description: "pays", outcome: { kind: "pays" } },
  {
    number: "4000 0000 0000 0002",
    description: "is declined",
    outcome: { kind: "declined", code: "GENERIC_DECLINE", reason: "Your card was declined." },
  },
  {
    number: "4000 0000 0000 9995",
    description: "is declined for insufficient funds",
    outcome: { kind: "declined", code: "INSUFFICIENT_FUNDS", reason: "Your card has insufficient funds." },
  },
  {
    number: "4000 0000 0000 3220",
    description: "asks you to confirm the payment on a second page",
    outcome: { kind: "needs-confirmation" },
  },
];

/** The card the page shows filled in, and a form without a card number pays with. */
export const DEFAULT_TEST_CARD = TEST_CARDS[0] as TestCard;

/** How a posted card number reads: a test card, or the message to show beside the field. */
export type CardReading = { ok: true; card: TestCard } | { ok: false; error: string };

const digitsOf = (number: string) => number.replace(/[\s-]/g, "");

/**
 * The test card a form names in `cardNumber` (spaces and dashes ignored); absent, the default one.
 *
 * @example
 * ```ts
 * readTestCard("4000-0000-0000-0002"); // { ok: true, card: { …, outcome: { kind: "declined", … } } }
 * readTestCard("1234"); // { ok: false, error: "…" }
 * ```
 */
export function readTestCard(cardNumber: string | undefined): CardReading {
  if (cardNumber === undefined) return { ok: true, card: DEFAULT_TEST_CARD };
  const digits = digitsOf(cardNumber);
  if (digits === "") return { ok: false, error: "Enter a card number." };
  const card = TEST_CARDS.find((test) => digitsOf(test.number) === digits);
  if (card) return { ok: true, card };
  return {
    ok: false,
    error: `This emulator takes test cards only, e.g. ${DEFAULT_TEST_CARD.number}; the list is above the form.`,
  };
}
