/** The shop's name search: submits on Enter or the button, so each search is one URL change. */
import { type FormEvent, useId } from "react";
import { useFieldText } from "../forms/use-field-text.ts";

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  value: string;
  onSearch: (text: string) => void;
}

/** A search box for product names. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useFieldText(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search className="search-field">
      <form onSubmit={submit}>
        <label htmlFor={id} className="field__label">
          Search
        </label>
        <div className="search-field__row">
          <input
            id={id}
            type="search"
            className="input"
            placeholder="Name"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
