/**
 * The search box of a dashboard list: a labelled search field and its button. What is typed is
 * searched, trimmed, when the form is sent.
 */
import { useId, useState } from "react";

/** Props of {@link ListSearch}. */
export interface ListSearchProps {
  /** The field's label, read by screen readers (e.g. "Search products"). */
  label: string;
  placeholder: string;
  onSearch(text: string): void;
}

/** A list's search form. */
export function ListSearch({ label, placeholder, onSearch }: ListSearchProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  return (
    <form
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </form>
  );
}
