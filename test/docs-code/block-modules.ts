/**
 * The TypeScript and JavaScript blocks of the docs as module files: one file per block (a block
 * tagged `continued` is joined to the file's previous block), in a folder per Markdown file under
 * `test/docs-code/.blocks/` (ignored by git and by the repository's own type check). A block whose
 * first line is `// name.tsx: …` is written under that name, so its siblings import it as
 * `./name.js`. Each module maps its lines back to the Markdown file's.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CodeBlock } from "./markdown-blocks.ts";

/** The languages whose blocks become modules. */
export const MODULE_LANGS = ["ts", "tsx", "js", "jsx"] as const;

/** Where the modules are written. */
export const BLOCKS_DIR = fileURLToPath(new URL(".blocks", import.meta.url));

/** One block (or run of `continued` blocks) written as a module. */
export interface BlockModule {
  /** The first block. */
  block: CodeBlock;
  /** The module's absolute path. */
  path: string;
  /** Type-checked only (`shape`), not executed. */
  shape: boolean;
  /** A test file (it imports `vitest`): its tests run as tests of the docs' test. */
  isTest: boolean;
  /** The module's lines, as in the Markdown file. */
  code: string[];
  /** For each line of the module (0-based), its line in the Markdown file. */
  lines: number[];
}

/** The emulator's default URL in the docs, replaced by the test emulator's in the modules. */
export const DOCUMENTED_EMULATOR_URL = "http://localhost:4000";

/** Plans the modules of `blocks` (all files) in `dir`: which blocks, joined how, under which names. */
export function blockModules(blocks: CodeBlock[], dir = BLOCKS_DIR): BlockModule[] {
  const modules: BlockModule[] = [];
  let previous: BlockModule | undefined;
  for (const block of blocks) {
    if (!(MODULE_LANGS as readonly string[]).includes(block.lang)) continue;
    const codeLines = block.code.split("\n");
    const lineNumbers = codeLines.map((_, i) => block.line + i);
    if (block.tags.includes("continued")) {
      if (!previous || previous.block.file !== block.file) {
        throw new Error(`${block.file}:${block.line}: a "continued" block needs a code block before it`);
      }
      previous.code.push(...codeLines);
      previous.lines.push(...lineNumbers);
      previous.isTest ||= importsVitest(block.code);
      continue;
    }
    const folder = join(dir, block.file.replaceAll("/", "__"));
    const named = /^\/\/ ([\w-]+\.(?:tsx?|jsx?)):/.exec(codeLines[0] ?? "")?.[1];
    const isTest = importsVitest(block.code);
    const path = join(folder, named ?? `L${block.line}${isTest ? ".test" : ""}.${block.lang}`);
    previous = {
      block,
      path,
      shape: block.tags.includes("shape"),
      isTest,
      code: codeLines,
      lines: lineNumbers,
    };
    modules.push(previous);
  }
  return modules;
}

/** Empties `dir`. */
export function clearBlockModules(dir = BLOCKS_DIR): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes `modules` into their folders, with `DOCUMENTED_EMULATOR_URL` replaced by `emulatorUrl`. */
export function writeBlockModules(modules: BlockModule[], emulatorUrl = DOCUMENTED_EMULATOR_URL): void {
  for (const module of modules) {
    mkdirSync(join(module.path, ".."), { recursive: true });
    const code = module.code.join("\n").replaceAll(DOCUMENTED_EMULATOR_URL, emulatorUrl);
    // Every block is a module: its names are its own, and it may await at the top level.
    writeFileSync(module.path, `${code}\nexport {};\n`);
  }
}

function importsVitest(code: string): boolean {
  return /from "vitest"/.test(code);
}

/** `file:line` of a module's 0-based line `index`. */
export function sourceLine(module: BlockModule, index: number): string {
  const line = module.lines[Math.min(index, module.lines.length - 1)] ?? module.block.line;
  return `${module.block.file}:${line}`;
}
