/**
 * The fenced code blocks of a Markdown file: language, tags and text of each, with the line its
 * code starts on, so a check that fails can name `file:line`. Fences may be indented (a block in a
 * list item); the indent is removed from the code.
 */

/** One fenced block of a Markdown file. */
export interface CodeBlock {
  /** The Markdown file, relative to the repository root. */
  file: string;
  /** The 1-based line of the block's first line of code (the line after the opening fence). */
  line: number;
  /** The info string's first word (`ts`, `sh`, …), `""` when the fence has none. */
  lang: string;
  /** The info string's other words (`shape`, `run`, `continued`). */
  tags: string[];
  /** The code, without the fences. */
  code: string;
}

const OPENING = /^( *)(`{3,}|~{3,})\s*(.*)$/;

/** Every fenced block of `markdown` (the text of `file`), in order. */
export function markdownBlocks(file: string, markdown: string): CodeBlock[] {
  const lines = markdown.split("\n");
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const opening = OPENING.exec(lines[i] ?? "");
    if (!opening) continue;
    const [, indent = "", fence = "", info = ""] = opening;
    const code: string[] = [];
    let end = i + 1;
    while (end < lines.length && !isClosing(lines[end] ?? "", fence)) {
      code.push((lines[end] ?? "").replace(new RegExp(`^ {0,${indent.length}}`), ""));
      end++;
    }
    const [lang = "", ...tags] = info.trim().split(/\s+/).filter(Boolean);
    blocks.push({ file, line: i + 2, lang, tags, code: code.join("\n") });
    i = end;
  }
  return blocks;
}

function isClosing(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence) && /^(`+|~+)$/.test(trimmed) && trimmed.length >= fence.length;
}
