/**
 * A drop-down option picker (Size): unavailable choices stay listed, marked "sold out". The field
 * is named after the option and belongs to the "Add to cart" form (`form`), so a posted form or a
 * URL carries the choice as `Size=M`.
 */
import type { OptionState } from "@vitrine/react";
import { useId } from "react";

/** Props of {@link OptionDropdown}. */
export interface OptionDropdownProps {
  option: OptionState;
  /** The id of the form the field belongs to. */
  form: string;
  onSelect: (description: string) => void;
}

/** A native `<select>` of an option's choices. */
export function OptionDropdown({ option, form, onSelect }: OptionDropdownProps) {
  const id = useId();
  return (
    <div className="field option-picker">
      <label htmlFor={id} className="field__label">
        {option.name}
      </label>
      <select
        id={id}
        name={option.name}
        form={form}
        className="input"
        value={option.selected ?? ""}
        onChange={(event) => onSelect(event.target.value)}
      >
        <option value="" disabled>
          Choose {option.name.toLowerCase()}
        </option>
        {option.choices.map((choice) => (
          <option key={choice.description} value={choice.description} data-available={choice.available}>
            {choice.available ? choice.description : `${choice.description} (sold out)`}
          </option>
        ))}
      </select>
    </div>
  );
}
