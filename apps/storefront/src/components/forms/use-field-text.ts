/**
 * `useFieldText(source)`: the text of a field that shows a value kept elsewhere (the address, the
 * cart) and lets the user edit it before applying. It starts as `source`, follows the user's
 * typing, and becomes `source` again whenever `source` changes, in that same render: copying it in
 * an effect would show the old text beside the new value for a frame, and would also run as the
 * field appears, wiping what was typed in that moment. Its third element, the field's `ref`, keeps
 * what was typed before the page hydrated (`use-typed-before-hydration.ts`).
 */
import { useState } from "react";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

/**
 * The field's text, its setter and the field's ref.
 *
 * @example
 * ```tsx
 * const [text, setText, keepTyped] = useFieldText(searchParams.get("q") ?? "");
 * <input ref={keepTyped} value={text} onChange={(event) => setText(event.target.value)} />;
 * ```
 */
export function useFieldText(
  source: string,
): [string, (text: string) => void, (field: HTMLInputElement | null) => void] {
  const [text, setText] = useState(source);
  const [followed, setFollowed] = useState(source);
  const keepTyped = useTypedBeforeHydration(setText);
  if (followed !== source) {
    setFollowed(source);
    setText(source);
  }
  return [text, setText, keepTyped];
}
