/**
 * React Router's `<Scripts>` (the loader data, the route modules' `<script type="module">` and
 * their `<link rel="modulepreload">`s) with the module preloads fetched at low priority. The page
 * is painted from the server's HTML and inline stylesheet: none of its modules is needed before
 * the first paint, and at the browser's default (`High`, the priority of a render-blocking script)
 * the 13 files compete with the pictures of the largest paint, which the head preloads at high
 * priority. `<Scripts>` passes on only `nonce` and `crossOrigin`, so the priority is added to the
 * preloads it renders.
 */
import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/** What the walk reads and sets of an element's props. */
interface LinkProps {
  rel?: string;
  fetchPriority?: "high" | "low" | "auto";
  children?: ReactNode;
}

/** `node` with every `<link rel="modulepreload">` in it (through fragments and lists) at low priority. */
function lowPriorityPreloads(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(lowPriorityPreloads);
  if (!isValidElement<LinkProps>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload")
    return cloneElement(node, { fetchPriority: "low" });
  if (node.type !== Fragment) return node;
  const children = node.props.children;
  return Array.isArray(children)
    ? cloneElement(node, undefined, ...children.map(lowPriorityPreloads))
    : cloneElement(node, undefined, lowPriorityPreloads(children));
}

/** The router's scripts for the document's body, their module preloads at low priority. */
export function PageScripts() {
  // Called as a function (its hooks run in this component) so that its elements can be changed.
  return lowPriorityPreloads(Scripts({}));
}
