/**
 * The shop's name search: submits on Enter or the button, so each search is one URL change. It
 * is a GET form of the shop's URL (`q`, with the other filters kept), so it searches without
 * JavaScript too.
 */
import { type FormEvent, useId } from "react";
import { paths } from "../../app/paths.ts";
import { useFieldText } from "../forms/use-field-text.ts";
import { ShopParamFields } from "./shop-param-fields.tsx";
import type { ShopParams } from "./shop-params.ts";

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  value: string;
  /** The shop's URL state, kept by the form when it is submitted without JavaScript. */
  params: ShopParams;
  onSearch: (text: string) => void;
}

/** A search box for product names. */
export function SearchField({ value, params, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText, keepTyped] = useFieldText(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search className="search-field">
      <form method="get" action={paths.shop} onSubmit={submit}>
        <ShopParamFields params={params} omit={["q"]} />
        <label htmlFor={id} className="field__label">
          Search
        </label>
        <div className="search-field__row">
          <input
            id={id}
            ref={keepTyped}
            type="search"
            name="q"
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
