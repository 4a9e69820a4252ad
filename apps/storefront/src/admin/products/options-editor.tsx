/**
 * The options of the product form (Size, Color …): name, how the shop shows it (drop-down or
 * colour swatches) and its choices as text. Each option's server errors show on its fields.
 */
import { type FormErrors, fieldError } from "../../components/forms/form-errors.ts";
import { SelectField, TextField } from "../../components/forms/form-field.tsx";
import type { OptionFormValues } from "./product-form-values.ts";

/** The most options a product may have. */
const MAX_OPTIONS = 6;

/** Props of {@link OptionsEditor}. */
export interface OptionsEditorProps {
  options: readonly OptionFormValues[];
  errors: FormErrors;
  onChange(options: OptionFormValues[]): void;
}

/** Edits the form's options. */
export function OptionsEditor({ options, errors, onChange }: OptionsEditorProps) {
  function update(index: number, change: Partial<OptionFormValues>) {
    onChange(options.map((option, i) => (i === index ? { ...option, ...change } : option)));
  }
  return (
    <fieldset className="admin-fieldset">
      <legend>Options</legend>
      {options.length === 0 ? <p className="field__hint">No options: the product has one variant.</p> : null}
      {options.map((option, index) => {
        const at = `productOptions[${index}]`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved, and only the last is added or any removed by index
          <div className="option-row" key={index} data-testid="option-row">
            <TextField
              label={`Option ${index + 1} name`}
              value={option.name}
              onChange={(e) => update(index, { name: e.target.value })}
              error={fieldError(errors, `${at}.name`)}
            />
            <SelectField
              label={`Option ${index + 1} shown as`}
              value={option.optionType}
              onChange={(e) =>
                update(index, { optionType: e.target.value as OptionFormValues["optionType"] })
              }
              error={fieldError(errors, `${at}.optionType`)}
            >
              <option value="drop_down">Drop-down</option>
              <option value="color">Colour swatches</option>
            </SelectField>
            <TextField
              label={`Option ${index + 1} choices`}
              value={option.choices}
              onChange={(e) => update(index, { choices: e.target.value })}
              hint={
                option.optionType === "color"
                  ? "Comma-separated, each with its colour: Red #c62828, Navy #1a237e"
                  : "Comma-separated: S, M, L"
              }
              error={fieldError(errors, `${at}.choices`)}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              Remove option {index + 1}
            </button>
          </div>
        );
      })}
      {options.length < MAX_OPTIONS ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChange([...options, { name: "", optionType: "drop_down", choices: "" }])}
        >
          Add option
        </button>
      ) : null}
      {errors.fields.productOptions ? (
        <p className="field__error" data-testid="field-error">
          Options {errors.fields.productOptions}
        </p>
      ) : null}
    </fieldset>
  );
}
