/**
 * The hosted checkout page's HTML, built with the escaping `html` tag from a
 * checkout in its wire shape: line items (name, options, quantity, price, line
 * total; "No longer sold" for a line whose product left the catalogue, with a
 * notice above), totals, the buyer's form with an error next to each field at
 * fault, the test cards and the card number (filled in with the one that
 * pays), "Place order" and a link back to the store's cart. The form carries
 * the digest of the prices shown, so the order is placed at those prices or
 * refused. A refused form comes back with what the buyer typed (escaped), and
 * the page opens with the focus on the first field at fault.
 */
import { fieldAttributes } from "../../html/field-error.ts";
import { type HtmlValue, html, type SafeHtml } from "../../html/html-template.ts";
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from "./checkout-form.ts";
import { DEFAULT_TEST_CARD, TEST_CARDS } from "./test-cards.ts";

/** An amount as the wire carries it. */
export interface WireMoney {
  amount?: string;
  formattedAmount?: string;
}

/** The fields of a wire line item the page shows. */
export interface PageLineItem {
  id?: string | null;
  quantity?: number;
  productName?: { original?: string; translated?: string | null };
  descriptionLines?: {
    name?: { original?: string; translated?: string | null };
    plainText?: { original?: string; translated?: string | null };
    colorInfo?: { original?: string; translated?: string | null };
  }[];
  price?: WireMoney;
  lineItemPrice?: WireMoney;
  /** A checkout line's availability (`NOT_FOUND`: no longer sold). */
  availability?: { status?: string };
  /** A checkout line's subscription plan. */
  subscriptionOptionInfo?: { title?: { original?: string; translated?: string | null } };
  /** An order line's subscription plan. */
  subscriptionInfo?: { subscriptionOptionTitle?: string };
}

/** The fields of a wire checkout the page shows. */
export interface PageCheckout {
  id?: string | null;
  lineItems?: PageLineItem[];
  priceSummary?: {
    subtotal?: WireMoney;
    discount?: WireMoney;
    shipping?: WireMoney;
    tax?: WireMoney;
    total?: WireMoney;
  };
}

/** What the page shows besides the checkout. */
export interface CheckoutPageState {
  /** The form's hidden fields (redirect session and anti-forgery token). */
  sessionId: string;
  csrf: string;
  /** The digest of the prices shown (`pricesDigest`), posted back with the form. */
  prices: string;
  /** The values to show in the inputs (what was posted, or what the checkout knows). */
  values: Partial<CheckoutFormValues>;
  errors?: CheckoutFormErrors;
  /** A message about the whole order (e.g. short stock, a declined card), shown above the form. */
  orderError?: string;
  /** The card number to show (default: the test card that pays), and what is wrong with it. */
  cardNumber?: string;
  cardError?: string;
  /** Where "Back to cart" leads (already validated), if anywhere. */
  cartPageUrl?: string;
}

/** The subscription plan a line is bought on, if any. */
function planTitle(item: PageLineItem): string | undefined {
  const title = item.subscriptionOptionInfo?.title;
  return title?.translated ?? title?.original ?? item.subscriptionInfo?.subscriptionOptionTitle;
}

/**
 * The name of a line item with its options and subscription plan, e.g. "Shirt (Size: M, Color: Red)"
 * or "Beans (Subscription: Monthly)".
 */
export function lineItemLabel(item: PageLineItem): string {
  const name = item.productName?.translated ?? item.productName?.original ?? "Item";
  const options = (item.descriptionLines ?? [])
    .map((line) => {
      const label = line.name?.translated ?? line.name?.original;
      const value =
        line.plainText?.translated ??
        line.plainText?.original ??
        line.colorInfo?.translated ??
        line.colorInfo?.original;
      return label && value ? `${label}: ${value}` : (value ?? label);
    })
    .filter((text): text is string => Boolean(text));
  const plan = planTitle(item);
  if (plan) options.push(`Subscription: ${plan}`);
  return options.length > 0 ? `${name} (${options.join(", ")})` : name;
}

/** An amount as shown: its formatted text, else the bare decimal. */
export function moneyText(money: WireMoney | undefined): string {
  return money?.formattedAmount || money?.amount || "0.00";
}

const unsold = (item: PageLineItem) => item.availability?.status === "NOT_FOUND";

function lineRow(item: PageLineItem): SafeHtml {
  if (unsold(item))
    return html`<tr><td>${lineItemLabel(item)}</td><td>${item.quantity ?? 0}</td><td colspan="2">No longer sold</td></tr>`;
  return html`<tr><td>${lineItemLabel(item)}</td><td>${item.quantity ?? 0}</td><td>${moneyText(item.price)}</td><td>${moneyText(item.lineItemPrice)}</td></tr>`;
}

/** The notice for lines no longer sold, if any. */
function unsoldNotice(checkout: PageCheckout): HtmlValue {
  const gone = (checkout.lineItems ?? []).filter(unsold);
  if (gone.length === 0) return "";
  const names = gone.map((item) => `“${lineItemLabel(item)}”`).join(", ");
  return html`<p class="error" role="alert">${names} ${gone.length === 1 ? "is" : "are"} no longer sold. Go back to your cart, remove ${gone.length === 1 ? "it" : "them"}, then check out again.</p>`;
}

function totalsRows(summary: PageCheckout["priceSummary"]): SafeHtml[] {
  const rows: [string, WireMoney | undefined][] = [
    ["Subtotal", summary?.subtotal],
    ["Discount", summary?.discount],
    ["Shipping", summary?.shipping],
    ["Tax", summary?.tax],
  ];
  return [
    ...rows.map(
      ([label, money]) =>
        html`<tr><th scope="row" colspan="3">${label}</th><td>${moneyText(money)}</td></tr>`,
    ),
    html`<tr><th scope="row" colspan="3">Total</th><td>${moneyText(summary?.total)}</td></tr>`,
  ];
}

/** The first input at fault, in page order (the card number last), if any. */
function firstFault(state: CheckoutPageState): string | undefined {
  const fault = CHECKOUT_FIELDS.find((field) => state.errors?.[field.name]);
  return fault?.name ?? (state.cardError ? "cardNumber" : undefined);
}

function input(field: CheckoutField, value: string, error: string | undefined, focus: boolean): SafeHtml {
  const hintId = field.hint ? `${field.name}-hint` : undefined;
  const errorId = error ? `${field.name}-error` : undefined;
  const attributes = fieldAttributes({ describedBy: [hintId, errorId], invalid: Boolean(error), focus });
  return html`<label for="${field.name}">${field.label}</label>${field.hint && html`<span id="${hintId}">${field.hint}</span>`}${error && html`<span class="error" id="${errorId}">${error}</span>`}<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" maxlength="${field.maxLength}" value="${value}"${field.required ? html` required` : ""}${attributes}>`;
}

function fieldset(legend: string, names: readonly string[], state: CheckoutPageState): SafeHtml {
  const fields = CHECKOUT_FIELDS.filter((field) => names.includes(field.name));
  const focused = firstFault(state);
  return html`<fieldset><legend>${legend}</legend>${fields.map((field) =>
    input(field, state.values[field.name] ?? "", state.errors?.[field.name], field.name === focused),
  )}</fieldset>`;
}

/** The payment fieldset: the card number with its hint and error. */
function paymentFieldset(state: CheckoutPageState): SafeHtml {
  const attributes = fieldAttributes({
    describedBy: ["cardNumber-hint", state.cardError && "cardNumber-error"],
    invalid: Boolean(state.cardError),
    focus: firstFault(state) === "cardNumber",
  });
  return html`<fieldset><legend>Payment</legend><label for="cardNumber">Card number</label><span id="cardNumber-hint">A test card from the list above; the billing address is the shipping address.</span>${state.cardError && html`<span class="error" id="cardNumber-error">${state.cardError}</span>`}<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${state.cardNumber ?? DEFAULT_TEST_CARD.number}" required${attributes}></fieldset>`;
}

/** The intro: a test checkout, and the test cards. */
const TEST_PAYMENT_NOTICE = html`<p>This is the emulator's test checkout: pay with a test card. Nothing is charged.</p>
<ul class="test-cards">${TEST_CARDS.map((card) => html`<li><code>${card.number}</code> ${card.description}</li>`)}</ul>`;

/**
 * The page's body for `checkout` (sent with `sendPage`).
 *
 * @example
 * sendPage(reply, { title: "Checkout", body: checkoutPage(checkout, state) });
 */
export function checkoutPage(checkout: PageCheckout, state: CheckoutPageState): SafeHtml {
  const errorCount = Object.keys(state.errors ?? {}).length + (state.cardError ? 1 : 0);
  const alert: HtmlValue =
    (state.orderError && html`<p class="error" role="alert">${state.orderError}</p>`) ||
    unsoldNotice(checkout) ||
    (errorCount > 0 &&
      html`<p class="error" role="alert">Please correct the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked below.</p>`);
  return html`${TEST_PAYMENT_NOTICE}
${alert}
<table><caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th><th scope="col">Total</th></tr></thead>
<tbody>${(checkout.lineItems ?? []).map(lineRow)}</tbody>
<tfoot>${totalsRows(checkout.priceSummary)}</tfoot></table>
<form method="post" action="/_hosted/checkout">
<input type="hidden" name="sessionId" value="${state.sessionId}"><input type="hidden" name="csrf" value="${state.csrf}"><input type="hidden" name="prices" value="${state.prices}">
${fieldset("Contact", ["email", "firstName", "lastName", "phone"], state)}
${fieldset("Shipping address", ["addressLine", "addressLine2", "city", "postalCode", "subdivision", "country"], state)}
${paymentFieldset(state)}
<button type="submit">Place order</button></form>
${state.cartPageUrl && html`<p><a href="${state.cartPageUrl}">Back to cart</a></p>`}`;
}
