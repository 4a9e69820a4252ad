/**
 * One line of the cart page: picture, name, chosen options, unit price, quantity stepper, line
 * total and "Remove"; a line that cannot be bought as it is says what to do about it. Its
 * changes are forms posted to the cart route's action, handled here when JavaScript runs.
 */
import { PENDING_LINE_PREFIX } from "@vitrine/react";
import type { LineItem } from "@vitrine/sdk/ecom";
import { resizedSources } from "../product/resized-sources.ts";
import { IntentFields } from "./cart-form-fields.tsx";
import { unavailableLineMessage } from "./cart-messages.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

/** The most of one line the stepper offers when the stock is not counted. */
const MAX_QUANTITY = 999;

/** Props of {@link CartLine}. */
export interface CartLineProps {
  line: LineItem;
  onQuantity(line: LineItem, quantity: number): void;
  onRemove(line: LineItem): void;
}

function optionsText(line: LineItem): string[] {
  return (line.descriptionLines ?? [])
    .map((description) => {
      const name = description.name?.translated ?? description.name?.original;
      const value =
        description.plainText?.translated ??
        description.plainText?.original ??
        description.colorInfo?.translated ??
        description.colorInfo?.original;
      return name && value ? `${name}: ${value}` : (value ?? name ?? "");
    })
    .filter(Boolean);
}

/** A cart line (a list item). */
export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const name = line.productName?.translated ?? line.productName?.original ?? "Item";
  const quantity = line.quantity ?? 1;
  const pending = line.id?.startsWith(PENDING_LINE_PREFIX) ?? true;
  const problem = unavailableLineMessage(line);
  const left = line.availability?.quantityAvailable;
  const max = typeof left === "number" ? Math.max(left, 1) : MAX_QUANTITY;
  const scaled = line.image ? resizedSources(line.image) : undefined;
  return (
    <li className={`cart-line${problem ? " cart-line--problem" : ""}`} data-testid="cart-line">
      {line.image?.url ? (
        <img
          className="cart-line__image"
          src={line.image.url}
          srcSet={scaled?.map((size) => `${size.url} ${size.width}w`).join(", ")}
          sizes={scaled ? "80px" : undefined}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="cart-line__image cart-line__image--empty" aria-hidden="true" />
      )}
      <div className="cart-line__details">
        <h2 className="cart-line__name">{name}</h2>
        {optionsText(line).map((text) => (
          <p key={text} className="cart-line__option">
            {text}
          </p>
        ))}
        <p className="cart-line__unit">
          <span className="visually-hidden">Unit price: </span>
          {line.price?.formattedAmount ?? ""} each
        </p>
        {problem ? (
          <p className="cart-line__problem" data-testid="line-problem">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          name={name}
          lineId={line.id ?? ""}
          quantity={quantity}
          max={max}
          disabled={pending}
          onChange={(next) => onQuantity(line, next)}
        />
        <p className="cart-line__total" data-testid="line-total">
          <span className="visually-hidden">Total for {name}: </span>
          {line.lineItemPrice?.formattedAmount ?? ""}
        </p>
        <form
          method="post"
          className="cart-line__remove-form"
          onSubmit={(event) => {
            event.preventDefault();
            onRemove(line);
          }}
        >
          <IntentFields intent="remove" line={line.id ?? undefined} />
          <button type="submit" className="button button--secondary cart-line__remove" disabled={pending}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </form>
      </div>
    </li>
  );
}
