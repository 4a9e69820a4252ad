/** The cart's lines, read straight from the visitor's current cart. */
import { useEffect, useState } from "react";
import type { StoreClient } from "../store-client.ts";

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  client: StoreClient;
  /** Changes whenever the cart may have changed. */
  version: number;
}

/** One row per line of the current cart: name and quantity. */
export function CartLines({ client, version }: CartLinesProps) {
  const [lines, setLines] = useState<{ id: string; text: string }[]>([]);
  useEffect(() => {
    let live = true;
    client.currentCart
      .getCurrentCart()
      .then((cart) => {
        const rows = (cart.lineItems ?? []).map((line) => ({
          id: line._id ?? "",
          text: `${line.productName?.original ?? ""} × ${line.quantity ?? 0}`,
        }));
        if (live && version >= 0) setLines(rows);
      })
      .catch(() => setLines([]));
    return () => {
      live = false;
    };
  }, [client, version]);
  return (
    <ol className="cart">
      {lines.map((line) => (
        <li key={line.id}>{line.text}</li>
      ))}
    </ol>
  );
}
