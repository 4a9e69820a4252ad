/**
 * A drop-down option picker (Size): unavailable choices stay listed, marked "sold out". The field
 * is named after the option and belongs to the "Add to cart" form (`form`), so a posted form or a
 * URL carries the choice as `Size=M`; before the page has hydrated, a choice reloads the page with
 * it (`forms/submit-on-change.ts`).
 */
import type { OptionState } from "@vitrine/react";
import { useId } from "react";
import { SUBMIT_ON_CHANGE } from "../forms/submit-on-change.ts";

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
        {...{ [SUBMIT_ON_CHANGE]: "" }}
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
