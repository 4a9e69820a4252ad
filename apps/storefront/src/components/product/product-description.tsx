/**
 * A product's description: the merchant's HTML, sanitised (see `description-html.ts`). The server
 * and the browser's first render use the strict reduction; once the page has hydrated, the
 * browser loads DOMPurify and renders its reduction.
 */
import { useEffect, useState } from "react";
import { strictDescriptionHtml } from "./description-html.ts";

type Reduce = (html: string) => string;

/** Renders `html` through the description allow-list; nothing when it is empty. */
export function ProductDescription({ html }: { html: string | null | undefined }) {
  const [reduce, setReduce] = useState<{ run: Reduce }>({ run: strictDescriptionHtml });
  useEffect(() => {
    let current = true;
    void import("./description-purifier.ts").then(({ purifiedDescriptionHtml }) => {
      if (current) setReduce({ run: purifiedDescriptionHtml });
    });
    return () => {
      current = false;
    };
  }, []);
  if (!html) return null;
  return (
    <div
      className="product__description"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a tight allow-list (description-html.ts)
      dangerouslySetInnerHTML={{ __html: reduce.run(html) }}
    />
  );
}
