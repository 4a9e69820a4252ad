/**
 * The product's option pickers: colour options as swatches, the others as drop-downs, their
 * fields in the "Add to cart" form. With JavaScript a choice applies itself; without, the form's
 * "Show this choice" (`show-choice-button.tsx`) reloads the page with the choices in its URL.
 */
import type { VariantSelection } from "@vitrine/react";
import { ColorSwatches } from "./color-swatches.tsx";
import { OptionDropdown } from "./option-dropdown.tsx";

/** One picker per option of the selection, its fields in the form `form` ("Add to cart"). */
export function VariantSelector({ selection, form }: { selection: VariantSelection; form: string }) {
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
    </div>
  );
}
