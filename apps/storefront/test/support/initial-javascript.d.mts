/** Types of `initial-javascript.mjs`: a storefront page's initial JavaScript and the modules the browser build loads on demand. */

/** One file of a page's initial JavaScript. */
export interface InitialJavaScriptFile {
  /** Its path in the build folder. */
  file: string;
  bytes: number;
  /** Its size gzipped on its own, level 9. */
  gzip: number;
}

/** A page's initial JavaScript: its files and their sums. */
export interface InitialJavaScript {
  /** The page's own chunk (its route module). */
  page: string;
  files: InitialJavaScriptFile[];
  bytes: number;
  gzip: number;
}

/** Measures the initial JavaScript of the page whose route module is `routeSource` in the browser build at `outDir`. */
export function measureInitialJavaScript(outDir: string, routeSource: string): InitialJavaScript;

/** The modules the browser build loads on demand (route modules, `import()`), by their path in the storefront. */
export function lazyModules(outDir: string): string[];
