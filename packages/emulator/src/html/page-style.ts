/**
 * The stylesheet of every hosted page (sign-in, reset, members area, checkout): a provider's
 * look, a white card on a quiet page under the store's header (logo, name, a stripe of its
 * accent), readable from 320 px (the card fills a phone's width, tables take the card's width,
 * long words wrap), with a visible focus ring and colours that keep WCAG AA contrast. The accent
 * variables (`--accent`, `--accent-ink`, `--accent-text`) come before it from the store's brand
 * (`page-brand.ts`). Sent inline under the page's nonce, so the pages stay self-contained.
 */
import { html } from "./html-template.ts";

/** The hosted pages' CSS. */
export const PAGE_STYLE = html`:root{--ink:#1b1d21;--muted:#545963;--line:#d7dae0;--page:#f2f3f5;--danger:#a4161a}
*{box-sizing:border-box}
body{margin:0;background:var(--page);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;overflow-wrap:anywhere}
.store-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1rem;background:#fff;border-top:4px solid var(--accent);border-bottom:1px solid var(--line);padding:.6rem 1rem}
.store-bar p{margin:0;min-width:0}
.store-name{display:flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.05rem}
.store-logo{display:block;height:2rem;width:auto;max-width:6rem;object-fit:contain;flex:none}
.secure-mark{font-size:.85rem;font-weight:600;color:var(--muted)}
.secure-mark::before{content:"";display:inline-block;width:.6rem;height:.6rem;margin-right:.4rem;border-radius:50%;background:var(--accent)}
main{max-width:28rem;margin:2rem auto;padding:1.75rem 1.5rem;background:#fff;border:1px solid var(--line);border-radius:12px;box-shadow:0 1px 3px rgba(16,24,40,.08)}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
a{color:var(--accent-text)}
label{display:block;margin-top:1rem;margin-bottom:.25rem;font-weight:600;font-size:.95rem}
input,select,textarea{width:100%;min-height:44px;padding:.55rem .75rem;border:1px solid #8a909b;border-radius:8px;background:#fff;color:inherit;font:inherit}
input[type=checkbox],input[type=radio]{width:auto;min-height:0}
input[aria-invalid=true]{border:2px solid var(--danger)}
button{display:inline-block;min-height:44px;margin-top:1.5rem;padding:.6rem 1.25rem;border:1px solid var(--accent);border-radius:8px;background:var(--accent);color:var(--accent-ink);font:inherit;font-weight:600;cursor:pointer}
button:hover{filter:brightness(.92)}
button.secondary{background:#fff;color:var(--accent-text)}
:focus-visible{outline:3px solid var(--accent-text);outline-offset:2px}
fieldset{margin:1.25rem 0 0;padding:0;border:0}
legend{padding:0;font-size:1.1rem;font-weight:700}
.error{color:var(--danger);border-left:4px solid var(--danger);padding:.25rem 0 .25rem .6rem;background:#fdf2f2}
table{width:100%;border-collapse:collapse}
caption{text-align:left;font-weight:700;padding-bottom:.5rem}
td,th{text-align:left;padding:.4rem .75rem .4rem 0;vertical-align:top;border-bottom:1px solid var(--line);overflow-wrap:normal}
td:first-child{overflow-wrap:anywhere}
td:not(:first-child),th:not(:first-child){white-space:nowrap}
td:last-child,th:last-child{padding-right:0;text-align:right}
code{font-size:.95em;background:var(--page);padding:.05rem .3rem;border-radius:4px}
.test-cards{padding-left:1.2rem;color:var(--muted)}
.account-links{list-style:none;margin:1.25rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.order{border-top:1px solid var(--line);margin-top:1rem}
.emulator-notice{max-width:28rem;margin:0 auto 2rem;padding:0 1.5rem;font-size:.8rem;color:var(--muted)}
@media (max-width:30rem){main{margin:0;border:0;border-radius:0;box-shadow:none;padding:1.25rem 1rem}.emulator-notice{padding:0 1rem}}`;
