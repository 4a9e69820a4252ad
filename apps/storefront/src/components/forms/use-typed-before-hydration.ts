/**
 * `useTypedBeforeHydration(apply)`: a ref for a controlled text field that keeps what the shopper
 * typed before the page hydrated. The server's HTML is usable at once (its forms submit without
 * JavaScript), but until the page's modules have loaded and hydrated it the field's state is the
 * server's value; the first render after hydration would put that back over the typed text. The
 * ref reads the field as it is adopted: a value other than the one the server wrote (its
 * `defaultValue`, the HTML's `value` attribute) is the shopper's, and goes to `apply`.
 *
 * A part of the page that renders over the server's elements later (`ui/hydrate-later.tsx`) sets
 * each field's value to its state before the ref runs, so it notes the typed values first
 * ({@link noteTypedFields}) and the ref reads the note.
 */
import { useCallback } from "react";

/** What the shopper had typed in each field when {@link noteTypedFields} last ran. */
const typedBeforeRender = new WeakMap<HTMLInputElement, string>();

/**
 * Notes the value of every text field in the document the shopper has typed in (its value is not
 * the server's), for the fields' refs to read after a render that writes their state over them.
 */
export function noteTypedFields(): void {
  for (const field of document.querySelectorAll("input")) {
    if (field.value !== field.defaultValue) typedBeforeRender.set(field, field.value);
  }
}

/**
 * The ref callback; `apply` should be stable (a state setter).
 *
 * @example
 * ```tsx
 * const [text, setText] = useState(value);
 * <input ref={useTypedBeforeHydration(setText)} value={text} onChange={(e) => setText(e.target.value)} />;
 * ```
 */
export function useTypedBeforeHydration(
  apply: (value: string) => void,
): (field: HTMLInputElement | null) => void {
  return useCallback(
    (field: HTMLInputElement | null) => {
      if (!field) return;
      const typed = typedBeforeRender.get(field) ?? field.value;
      typedBeforeRender.delete(field);
      if (typed !== field.defaultValue) apply(typed);
    },
    [apply],
  );
}
