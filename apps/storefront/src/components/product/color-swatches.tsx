/**
 * A colour option picker: a radio group of swatches. Native radios give arrow-key navigation and
 * one tab stop; an unavailable colour stays choosable but is crossed out and says "sold out".
 * The radios are named after the option and belong to the "Add to cart" form (`form`), so a
 * posted form or a URL carries the choice as `Color=Navy`; before the page has hydrated, a choice
 * reloads the page with it (`forms/submit-on-change.ts`).
 */
import type { OptionState } from "@vitrine/react";
import { SUBMIT_ON_CHANGE } from "../forms/submit-on-change.ts";

/** Props of {@link ColorSwatches}. */
export interface ColorSwatchesProps {
  option: OptionState;
  /** The id of the form the radios belong to. */
  form: string;
  onSelect: (description: string) => void;
}

/** Swatches for each colour choice. */
export function ColorSwatches({ option, form, onSelect }: ColorSwatchesProps) {
  return (
    <fieldset className="option-picker swatches">
      <legend className="field__label">
        {option.name}
        {option.selected ? <span className="swatches__chosen">: {option.selected}</span> : null}
      </legend>
      <div className="swatches__list">
        {option.choices.map((choice) => (
          <label
            key={choice.description}
            className={`swatch${choice.available ? "" : " swatch--unavailable"}`}
            title={choice.available ? choice.description : `${choice.description} (sold out)`}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={option.name}
              form={form}
              value={choice.description}
              checked={choice.selected}
              {...{ [SUBMIT_ON_CHANGE]: "" }}
              onChange={() => onSelect(choice.description)}
            />
            <span className="swatch__color" style={{ backgroundColor: choice.value }} aria-hidden="true" />
            <span className="visually-hidden">
              {choice.available ? choice.description : `${choice.description} (sold out)`}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
