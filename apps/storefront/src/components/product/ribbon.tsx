/** A product's ribbon ("Sale", "New"). */

/** Shows the ribbon text, if any. */
export function Ribbon({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <span className={`ribbon ribbon--${text.toLowerCase()}`}>{text}</span>;
}
