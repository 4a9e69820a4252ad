/** `useDocumentTitle(title)`: sets the tab's title to "title · Vitrine" while the page is shown. */
import { useEffect } from "react";

/** Sets `document.title` for the current page. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Vitrine` : "Vitrine";
  }, [title]);
}
