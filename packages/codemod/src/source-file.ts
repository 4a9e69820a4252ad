/**
 * One file being moved: its text parsed with Babel's parser, a walk over the tree that knows
 * each node's parent, and the edits (through `magic-string`, so everything not edited keeps
 * its bytes: formatting and comments) with a record of each change and each problem.
 */
import { parse } from "@babel/parser";
import type { Node } from "@babel/types";
import MagicString from "magic-string";

/** A change made, for the report. */
export interface Change {
  line: number;
  before: string;
  after: string;
}

/** Something the codemod did not understand, for the report. */
export interface Problem {
  line: number;
  why: string;
}

/** Visits every node with its ancestors (nearest last). */
export type Visitor = (node: Node, ancestors: readonly Node[]) => void;

const SKIPPED_KEYS = new Set([
  "loc",
  "start",
  "end",
  "extra",
  "leadingComments",
  "trailingComments",
  "innerComments",
]);

function isNode(value: unknown): value is Node {
  return (
    typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
  );
}

/** Walks `root` depth first. */
export function walk(root: Node, visit: Visitor, ancestors: Node[] = []): void {
  visit(root, ancestors);
  ancestors.push(root);
  for (const [key, value] of Object.entries(root)) {
    if (SKIPPED_KEYS.has(key)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, ancestors);
    } else if (isNode(value)) walk(value, visit, ancestors);
  }
  ancestors.pop();
}

/** Babel parser plugins for a file name. */
function pluginsFor(path: string): ("typescript" | "jsx")[] {
  if (/\.[cm]?tsx$/.test(path)) return ["typescript", "jsx"];
  if (/\.[cm]?ts$/.test(path)) return ["typescript"];
  return ["jsx"];
}

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 90 ? `${flat.slice(0, 87)}...` : flat;
};

/** A parsed file and its pending edits. */
export class SourceFile {
  readonly ast: Node;
  readonly edits: MagicString;
  readonly changes: Change[] = [];
  readonly problems: Problem[] = [];

  constructor(
    readonly path: string,
    readonly code: string,
  ) {
    this.ast = parse(code, { sourceType: "module", plugins: pluginsFor(path), errorRecovery: false }).program;
    this.edits = new MagicString(code);
  }

  /** The source text of `node`. */
  text(node: Node): string {
    return this.code.slice(node.start ?? 0, node.end ?? 0);
  }

  /** The 1-based line of `node`. */
  line(node: Node): number {
    return node.loc?.start.line ?? 1;
  }

  /** Replaces `node` with `text`, recorded as a change. */
  replace(node: Node, text: string): void {
    this.replaceRange(node.start ?? 0, node.end ?? 0, text, this.line(node));
  }

  /** Replaces the characters `start`–`end` with `text`, recorded as a change on `line`. */
  replaceRange(start: number, end: number, text: string, line: number): void {
    const before = this.code.slice(start, end);
    if (start === end) this.edits.appendLeft(start, text);
    else this.edits.overwrite(start, end, text);
    this.changes.push({ line, before: oneLine(before), after: oneLine(text) });
  }

  /** Puts `prefix` before `node` and `suffix` after it, recorded as one change. */
  wrap(node: Node, prefix: string, suffix: string): void {
    const before = this.text(node);
    this.edits.appendLeft(node.start ?? 0, prefix);
    this.edits.appendLeft(node.end ?? 0, suffix);
    this.changes.push({
      line: this.line(node),
      before: oneLine(before),
      after: oneLine(prefix + before + suffix),
    });
  }

  /** Records that `node` is not understood. */
  problem(node: Node, why: string): void {
    this.problems.push({ line: this.line(node), why });
  }

  /** The index of the first `char` at or after `from`. */
  indexOf(char: string, from: number): number {
    return this.code.indexOf(char, from);
  }
}
