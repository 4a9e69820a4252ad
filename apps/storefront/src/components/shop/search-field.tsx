/** The shop's name search: submits on Enter or the button, so each search is one URL change. */
import { type FormEvent, useId, useState } from "react";

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  value: string;
  onSearch: (text: string) => void;
}

/** A search box for product names. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // A new search in the address replaces the text in the same render; an effect would also run
  // right after the field appears, and wipe what was typed in that moment.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
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
