/**
 * A QR code as an inline SVG fragment: `qrcode-generator` encodes the text
 * (error correction M) and the modules are drawn here with the escaping `html`
 * tag, one path of unit squares inside a quiet zone of 4 modules, so the page
 * needs no image source and its Content-Security-Policy stays `default-src 'none'`.
 */
import qrcode from "qrcode-generator";
import { html, type SafeHtml } from "../html/html-template.ts";

const QUIET_ZONE = 4;

/**
 * The QR code of `text`, `size` CSS pixels square, labelled `label` for assistive technology.
 *
 * @example
 * ```ts
 * html`<figure>${qrCodeSvg("otpauth://totp/…", "Set-up code")}</figure>`;
 * ```
 */
export function qrCodeSvg(text: string, label: string, size = 200): SafeHtml {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  let path = "";
  for (let row = 0; row < count; row++)
    for (let column = 0; column < count; column++)
      if (code.isDark(row, column)) path += `M${column + QUIET_ZONE},${row + QUIET_ZONE}h1v1h-1z`;
  const extent = count + 2 * QUIET_ZONE;
  return html`<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" width="${size}" height="${size}" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges"><rect width="${extent}" height="${extent}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
