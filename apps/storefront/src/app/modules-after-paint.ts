/**
 * The inline script that starts the page's JavaScript once the largest content has painted: when
 * the document is parsed, every picture in the viewport (the largest paint's candidates, lazy ones
 * included) loaded and decoded, and the frame that shows them drawn (the second animation frame
 * after), it adds the route modules' `<link rel="modulepreload">`s to the head (all fetched at once, no
 * import waterfall) and React Router's module script with the page's nonce, which imports the
 * route modules and then the entry that hydrates. A hidden tab draws no frames, so there it starts
 * them when the document is parsed. A picture that fails to load holds nothing back, and one
 * still loading {@link PICTURES_WAIT_MS} after the document was parsed (a slow or stalled
 * network) holds the modules no longer: the page's controls do not wait on a picture.
 *
 * Nothing on the page needs its JavaScript to paint, and forms work before it runs; started
 * earlier, the modules share the network with the pictures and are counted into the largest
 * paint by Lighthouse's simulation whenever they end before it (bench/README.md, "What holds the
 * figures back").
 */

/** How long after the document is parsed the modules wait for the pictures at most, in ms. */
export const PICTURES_WAIT_MS = 1000;

/** What the browser runs, called with the preloads' paths and the module script's text. */
const START_AFTER_PAINT = `((preloads, source) => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = source;
    document.head.append(script);
  };
  const shown = (img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const decoded = (img) =>
    new Promise((done) => {
      if (img.complete) done();
      else for (const type of ["load", "error"]) img.addEventListener(type, done, { once: true });
    }).then(() => img.decode().catch(() => undefined));
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));
  const afterPictures = () => {
    if (document.visibilityState === "hidden") return start();
    setTimeout(start, ${PICTURES_WAIT_MS});
    Promise.all([...document.images].filter(shown).map(decoded)).then(afterPaint);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPictures, { once: true });
  else afterPictures();
})`;

/** `value` as JSON that can stand inside a `<script>` element (no `<`, so no `</script>`). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The text of a classic inline script that, after the largest paint, preloads `preloads` and runs
 * `moduleSource` as a module script carrying the running script's nonce.
 *
 * @example
 * ```ts
 * modulesAfterPaint(["/assets/entry.js"], 'import("/assets/entry.js");');
 * // '((preloads, source) => { … })(["/assets/entry.js"],"import(\\"/assets/entry.js\\");")'
 * ```
 */
export function modulesAfterPaint(preloads: readonly string[], moduleSource: string): string {
  return `${START_AFTER_PAINT}(${scriptSafeJson(preloads)},${scriptSafeJson(moduleSource)});`;
}
