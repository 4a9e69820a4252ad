/**
 * `useTypedBeforeHydration(apply)`: a ref for a controlled text field that keeps what the shopper
 * typed before the page hydrated. The server's HTML is usable at once (its forms submit without
 * JavaScript), but until the page's modules have loaded and hydrated it the field's state is the
 * server's value; the first render after hydration would put that back over the typed text. The
 * ref reads the field as it is adopted: a value other than the one the server wrote (its
 * `defaultValue`, the HTML's `value` attribute) is the shopper's, and goes to `apply`.
 */
import { useCallback } from "react";

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
      if (field && field.value !== field.defaultValue) apply(field.value);
    },
    [apply],
  );
}
