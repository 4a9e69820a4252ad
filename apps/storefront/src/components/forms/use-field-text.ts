/**
 * `useFieldText(source)`: the text of a field that shows a value kept elsewhere (the address, the
 * cart) and lets the user edit it before applying. It starts as `source`, follows the user's
 * typing, and becomes `source` again whenever `source` changes, in that same render: copying it in
 * an effect would show the old text beside the new value for a frame, and would also run as the
 * field appears, wiping what was typed in that moment.
 */
import { useState } from "react";

/**
 * The field's text and its setter.
 *
 * @example
 * ```tsx
 * const [text, setText] = useFieldText(searchParams.get("q") ?? "");
 * <input value={text} onChange={(event) => setText(event.target.value)} />;
 * ```
 */
export function useFieldText(source: string): [string, (text: string) => void] {
  const [text, setText] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    setText(source);
  }
  return [text, setText];
}
