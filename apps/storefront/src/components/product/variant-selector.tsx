/** The product's option pickers: colour options as swatches, the others as drop-downs. */
import type { VariantSelection } from "@vitrine/react";
import { ColorSwatches } from "./color-swatches.tsx";
import { OptionDropdown } from "./option-dropdown.tsx";

/** One picker per option of the selection. */
export function VariantSelector({ selection }: { selection: VariantSelection }) {
  if (selection.options.length === 0) return null;
  return (
    <div className="variant-selector">
      {selection.options.map((option) =>
        option.optionType === "color" ? (
          <ColorSwatches
            key={option.name}
            option={option}
            onSelect={(choice) => selection.select(option.name, choice)}
          />
        ) : (
          <OptionDropdown
            key={option.name}
            option={option}
            onSelect={(choice) => selection.select(option.name, choice)}
          />
        ),
      )}
    </div>
  );
}
