/**
 * The product's option pickers: colour options as swatches, the others as drop-downs. Without
 * JavaScript a "Show this choice" button reloads the page with the choices in its URL
 * (`?Size=M`), so the server renders that variant's price and stock; with JavaScript a choice
 * applies itself and the button goes.
 */
import type { VariantSelection } from "@vitrine/react";
import { useLocation } from "react-router";
import { useEnhanced } from "../forms/use-enhanced.ts";
import { ColorSwatches } from "./color-swatches.tsx";
import { OptionDropdown } from "./option-dropdown.tsx";

/** One picker per option of the selection, its fields in the form `form` ("Add to cart"). */
export function VariantSelector({ selection, form }: { selection: VariantSelection; form: string }) {
  const enhanced = useEnhanced();
  const { pathname } = useLocation();
  if (selection.options.length === 0) return null;
  return (
    <div className="variant-selector">
      {selection.options.map((option) =>
        option.optionType === "color" ? (
          <ColorSwatches
            key={option.name}
            option={option}
            form={form}
            onSelect={(choice) => selection.select(option.name, choice)}
          />
        ) : (
          <OptionDropdown
            key={option.name}
            option={option}
            form={form}
            onSelect={(choice) => selection.select(option.name, choice)}
          />
        ),
      )}
      {enhanced ? null : (
        <button
          type="submit"
          form={form}
          formMethod="get"
          formAction={pathname}
          formNoValidate
          className="button button--secondary"
        >
          Show this choice
        </button>
      )}
    </div>
  );
}
