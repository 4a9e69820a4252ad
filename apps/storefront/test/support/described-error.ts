/** Reads a form control's error as a screen reader does: the error element its `aria-describedby` names. */
import type { Locator } from "playwright-core";

/**
 * The text of the error that describes `control` (its `aria-describedby` error element), or `null`.
 *
 * @example
 * ```ts
 * await expect.poll(() => describedError(page.getByLabel("Name"))).toBe("must not be empty");
 * ```
 */
export function describedError(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
    const error = ids
      .map((id) => document.getElementById(id))
      .find((e) => e?.classList.contains("field__error"));
    return error?.textContent ?? null;
  });
}
