/**
 * React Router's `<Scripts>` (the loader data, the route modules' `<script type="module">` and
 * their `<link rel="modulepreload">`s) with the modules started after the largest paint: the
 * preloads and the module script leave the HTML, and a nonce'd inline script adds them to the
 * head once the first frame with the largest content is drawn (`modules-after-paint.ts`). The
 * loader data's script stays where the router puts it, so the streamed data still has its reader.
 * The same inline script lets marked controls submit their forms on change until the page has
 * hydrated (`components/forms/submit-on-change.ts`).
 *
 * The page is painted from the server's HTML and inline stylesheet and none of its modules is
 * needed before that paint; fetched with the document, the modules (the `shell` chunk 69 KB on
 * the wire) share the network with the pictures of the largest paint, and Lighthouse's simulation
 * counts into the largest paint every request that ended before it. `<Scripts>` has no way to
 * hold its modules back, so its elements are taken apart here.
 */
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { SUBMIT_CHANGES_BEFORE_HYDRATION } from "../components/forms/submit-on-change.ts";
import { modulesAfterPaint } from "./modules-after-paint.ts";

/** What the walk reads of an element's props. */
interface ScriptsElementProps {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  dangerouslySetInnerHTML?: { __html: string };
  children?: ReactNode;
}

/** Every element in `node`, through fragments and lists, in document order. */
function elementsOf(node: ReactNode): ReactElement<ScriptsElementProps>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<ScriptsElementProps>(node)) return [];
  return node.type === Fragment ? elementsOf(node.props.children) : [node];
}

/** A `<link rel="modulepreload">`. */
function isPreload(element: ReactElement<ScriptsElementProps>): boolean {
  return element.type === "link" && element.props.rel === "modulepreload";
}

/** The route modules' inline `<script type="module">`. */
function isModuleScript(element: ReactElement<ScriptsElementProps>): boolean {
  return element.type === "script" && element.props.type === "module";
}

/** The router's scripts for the document's body, its modules started after the largest paint. */
export function PageScripts() {
  // Called as a function (its hooks run in this component) so that its elements can be taken apart.
  const elements = elementsOf(Scripts({}));
  if (elements.length === 0) return null;
  const preloads = elements.filter(isPreload).flatMap((e) => (e.props.href ? [e.props.href] : []));
  const moduleScript = elements.find(isModuleScript);
  const starter =
    SUBMIT_CHANGES_BEFORE_HYDRATION +
    modulesAfterPaint(preloads, moduleScript?.props.dangerouslySetInnerHTML?.__html ?? "");
  const kept = elements.filter((e) => !isPreload(e) && !isModuleScript(e));
  // Passed as positional children, which need no keys, in the order the router gave them.
  return createElement(
    Fragment,
    null,
    ...kept,
    <script
      nonce={moduleScript?.props.nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant script text, the router's own paths and module text as script-safe JSON.
      dangerouslySetInnerHTML={{ __html: starter }}
    />,
  );
}
