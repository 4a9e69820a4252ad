/**
 * The checks of `code-blocks.test.ts` fail when they should: a wrong line, an unknown script,
 * package or emulator flag, and a type error are each reported at the Markdown line they are on.
 */
import { expect, it } from "vitest";
import { BLOCKS_DIR, blockModules, clearBlockModules, writeBlockModules } from "./block-modules.ts";
import { emulatorUsage } from "./emulator-usage.ts";
import { markdownBlocks } from "./markdown-blocks.ts";
import { commandProblems, readRepository } from "./sh-commands.ts";
import { typeErrors } from "./typecheck-blocks.ts";

const DOC = [
  "# A page", // 1
  "", // 2
  "```ts shape", // 3
  'const count: number = "three";', // 4
  "```", // 5
  "", // 6
  "- In a list:", // 7
  "  ```sh", // 8
  "  npm run no-such-script && npx vitrine-emulator start --seed demo --no-such-flag", // 9
  "  npm install left-pad @vitrine/sdk@0.1.0 # a comment with npm run ignored", // 10
  "  ```", // 11
  "", // 12
  "```ts continued", // 13
  "console.log(count);", // 14
  "```", // 15
].join("\n");

it("finds each block with its language, tags, code and first line, indented ones too", () => {
  expect(markdownBlocks("page.md", DOC)).toEqual([
    { file: "page.md", line: 4, lang: "ts", tags: ["shape"], code: 'const count: number = "three";' },
    {
      file: "page.md",
      line: 9,
      lang: "sh",
      tags: [],
      code: "npm run no-such-script && npx vitrine-emulator start --seed demo --no-such-flag\nnpm install left-pad @vitrine/sdk@0.1.0 # a comment with npm run ignored",
    },
    { file: "page.md", line: 14, lang: "ts", tags: ["continued"], code: "console.log(count);" },
  ]);
});

it("reports scripts, packages and emulator flags that do not exist, and nothing else", async () => {
  const repo = readRepository(await emulatorUsage());
  const [, sh] = markdownBlocks("page.md", DOC);
  expect(commandProblems(sh?.code ?? "", repo)).toEqual([
    `npm: no script "no-such-script" in the root's package.json`,
    "vitrine-emulator start: no flag --no-such-flag in its --help",
    `npm install: "left-pad" is neither a workspace package nor a dependency of one`,
  ]);
  expect(
    commandProblems("npm start && npm run build -w @vitrine/sdk\nnpx vitrine-emulator export --help", repo),
  ).toEqual([]);
});

it("reports a type error at its Markdown line, through a continued block", () => {
  const dir = `${BLOCKS_DIR}-controls`; // apart from the docs' own blocks, checked meanwhile
  const modules = blockModules(markdownBlocks("page.md", DOC), dir);
  expect(modules.map((module) => module.lines)).toEqual([[4, 14]]);
  clearBlockModules(dir);
  writeBlockModules(modules);
  const errors = typeErrors(modules);
  clearBlockModules(dir);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^page\.md:4: TS2322: Type 'string' is not assignable to type 'number'\./);
});
