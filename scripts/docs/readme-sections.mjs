/**
 * The sections of the package READMEs that open the API reference's entry pages: a README marks a
 * section with `<!-- reference: @vitrine/sdk/catalog -->` on the line before it, and the section runs
 * to the next `#`/`##` heading or marker. The README stays the one source of that text.
 */
import { readFileSync } from "node:fs";

const MARKER = /^<!--\s*reference:\s*(\S+)\s*-->\s*$/;
const FENCE = /^\s*(```|~~~)/;

/**
 * The marked sections of the given README files, by the import path each names; an import path
 * marked more than once gets its sections joined in order. A section's own `##` heading is dropped
 * (the reference page has its own title) and its deeper headings move up one level.
 *
 * @param {string[]} readmes paths of README files
 * @returns {Map<string, string>} import path → Markdown
 */
export function readmeSections(readmes) {
  /** @type {Map<string, string[]>} */
  const sections = new Map();
  for (const readme of readmes) {
    let inFence = false;
    /** @type {string[] | undefined} */
    let current;
    let ownHeading = false;
    for (const line of readFileSync(readme, "utf8").split("\n")) {
      const marker = inFence ? null : MARKER.exec(line);
      if (marker?.[1]) {
        current = sections.get(marker[1]) ?? [];
        sections.set(marker[1], current);
        current.push("");
        ownHeading = true;
        continue;
      }
      if (!current) continue;
      const level = inFence ? 0 : (/^(#+)\s/.exec(line)?.[1]?.length ?? 0);
      if (level === 2 && ownHeading) {
        ownHeading = false;
        continue;
      }
      if (line.trim() !== "") ownHeading = false;
      if (level === 1 || level === 2) {
        current = undefined;
        continue;
      }
      if (FENCE.test(line)) inFence = !inFence;
      current.push(level > 2 ? line.slice(1) : line);
    }
  }
  return new Map([...sections].map(([name, lines]) => [name, lines.join("\n").trim()]));
}
