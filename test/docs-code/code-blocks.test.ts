/**
 * Every code block of the guides and READMEs, checked by its info string (`docs/guides/README.md`
 * states the convention): `ts`/`tsx`/`js` blocks type-checked in one program and, unless tagged
 * `shape`, run against a demo emulator (the documented `http://localhost:4000` replaced by its
 * URL, the store restored to its seeded state before each block); blocks that import `vitest`
 * run as test files; `sh` blocks' scripts, packages, commands and emulator flags exist, and
 * `sh run` blocks run; `json` blocks parse; every block names its language. A failure names
 * the Markdown file and line.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { type RunningEmulator, startEmulator } from "@vitrine/emulator/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BlockModule,
  blockModules,
  clearBlockModules,
  DOCUMENTED_EMULATOR_URL,
  sourceLine,
  writeBlockModules,
} from "./block-modules.ts";
import { DEMO_CREDENTIALS } from "./demo-credentials.ts";
import { docFiles, REPO_ROOT } from "./doc-files.ts";
import { emulatorUsage } from "./emulator-usage.ts";
import { markdownBlocks } from "./markdown-blocks.ts";
import { commandProblems, readRepository } from "./sh-commands.ts";
import { typeErrors } from "./typecheck-blocks.ts";

const run = promisify(execFile);
const blocks = docFiles().flatMap((file) =>
  markdownBlocks(file, readFileSync(join(REPO_ROOT, file), "utf8")),
);
const modules = blockModules(blocks);
const where = (block: { file: string; line: number }) => `${block.file}:${block.line}`;
const testFiles = modules.filter((module) => module.isTest);
// Test files start their own emulator: written now, so their tests are collected with this file's.
clearBlockModules();
writeBlockModules(testFiles);

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ seed: "demo", config: DEMO_CREDENTIALS });
  await emulator.snapshot("seeded");
  writeBlockModules(
    modules.filter((module) => !module.isTest),
    emulator.url,
  );
});
afterAll(() => emulator?.stop());

it("finds the blocks of every guide and README", () => {
  expect(docFiles()).toEqual(
    expect.arrayContaining(["README.md", "docs/guides/README.md", "packages/sdk/README.md"]),
  );
  expect(modules.length).toBeGreaterThan(20);
});

it("every block names its language (text for prose)", () => {
  expect(blocks.filter((block) => !block.lang).map(where)).toEqual([]);
});

it("json blocks parse", () => {
  const problems = blocks
    .filter((block) => block.lang === "json")
    .flatMap((block) => {
      try {
        JSON.parse(block.code);
        return [];
      } catch (error) {
        return [`${where(block)}: ${(error as Error).message}`];
      }
    });
  expect(problems).toEqual([]);
});

it("sh blocks name scripts, packages, commands and emulator flags that exist", async () => {
  const repo = readRepository(await emulatorUsage());
  const problems = blocks
    .filter((block) => block.lang === "sh")
    .flatMap((block) => commandProblems(block.code, repo).map((problem) => `${where(block)}: ${problem}`));
  expect(problems).toEqual([]);
});

// One TypeScript program over every block and the workspace packages: about a minute alone, and
// several under the whole suite's load on 2 cores.
it("ts, tsx and js blocks type-check against the workspace packages", { timeout: 600_000 }, () => {
  expect(typeErrors(modules)).toEqual([]);
});

describe.each(
  blocks
    .filter((block) => block.lang === "sh" && block.tags.includes("run"))
    .map((block) => [where(block), block]),
)("sh run %s", (_, block) => {
  it("runs", async () => {
    await emulator.restore("seeded");
    const script = block.code.replaceAll(DOCUMENTED_EMULATOR_URL, emulator.url);
    await expect(
      run("bash", ["-euo", "pipefail", "-c", script], { cwd: REPO_ROOT, timeout: 60_000 }).then(() => "ran"),
      `${where(block)}`,
    ).resolves.toBe("ran");
  });
});

const executed = modules.filter((module) => !module.shape && !module.isTest);
describe.each(executed.map((module) => [where(module.block), module] as const))("%s", (_, module) => {
  it("runs against the demo emulator", async () => {
    await emulator.restore("seeded");
    await expect(importBlock(module)).resolves.toBe("ran");
  });
});

describe.each(testFiles.map((module) => [where(module.block), module] as const))(
  "%s (a test file)",
  (_, module) => {
    // The block's own hooks and tests are registered in this suite as its module loads.
    return importBlock(module).then(() => undefined);
  },
);

/** Imports a block's module; a throw is reported at the Markdown line it came from. */
async function importBlock(module: BlockModule): Promise<string> {
  try {
    await import(/* @vite-ignore */ pathToFileURL(module.path).href);
    return "ran";
  } catch (error) {
    const stack = String((error as Error).stack ?? error);
    const at = new RegExp(`${module.path.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\d+)`).exec(stack)?.[1];
    const line = at ? sourceLine(module, Number(at) - 1) : where(module.block);
    throw new Error(`${line}: ${(error as Error).message}`, { cause: error });
  }
}
