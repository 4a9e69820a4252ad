/**
 * The commands of a `sh` block, checked against the repository: `npm run`/`npm start`/`npm test`
 * name scripts that exist (in the root or the `-w` workspace), `npm install` names workspace
 * packages or dependencies the workspace already has, `npx vitrine-…` names a command of the
 * workspace (other `npx` tools are the reader's project's), and every `vitrine-emulator` command
 * and flag is one its `--help` lists.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./doc-files.ts";

/** What the checks know of the repository. */
export interface Repository {
  /** `package.json` of the root (`""`) and of each workspace, by folder and by package name. */
  packages: Map<string, PackageJson>;
  /** Every package name a workspace package depends on, and the workspace packages. */
  knownPackages: Set<string>;
  /** The `--help` text of each `vitrine-emulator` command (`start`, `export`, `trigger`). */
  emulatorUsage: Map<string, string>;
}

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  workspaces?: string[];
}

/** Reads the root and workspace `package.json` files; `emulatorUsage` comes from the CLI. */
export function readRepository(emulatorUsage: Map<string, string>): Repository {
  const read = (folder: string) =>
    JSON.parse(readFileSync(join(REPO_ROOT, folder, "package.json"), "utf8")) as PackageJson;
  const root = read("");
  const packages = new Map<string, PackageJson>([["", root]]);
  const knownPackages = new Set<string>();
  for (const folder of ["", ...(root.workspaces ?? [])]) {
    const pkg = read(folder);
    if (folder) packages.set(folder, pkg);
    if (pkg.name) {
      packages.set(pkg.name, pkg);
      knownPackages.add(pkg.name);
    }
    for (const deps of [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies]) {
      for (const name of Object.keys(deps ?? {})) knownPackages.add(name);
    }
  }
  return { packages, knownPackages, emulatorUsage };
}

/** The problems of one `sh` block's commands (empty when every command checks out). */
export function commandProblems(code: string, repo: Repository): string[] {
  const problems: string[] = [];
  for (const command of commands(code)) {
    const [program, ...rest] = dropAssignments(command);
    if (program === "npm") problems.push(...npmProblems(rest, repo));
    else if (program === "npx") problems.push(...npxProblems(rest, repo));
    else if (program === "vitrine-emulator") problems.push(...emulatorProblems(rest, repo));
    else if (program === "node") problems.push(...nodeProblems(rest, repo));
  }
  return problems;
}

function npmProblems([sub = "", ...args]: string[], repo: Repository): string[] {
  const workspace = optionValue(args, ["-w", "--workspace"]);
  const pkg = repo.packages.get(workspace ?? "");
  if (!pkg) return [`npm: no workspace "${workspace}"`];
  const script = (name: string | undefined) =>
    name && pkg.scripts?.[name]
      ? []
      : [`npm: no script "${name}" in ${workspace ?? "the root"}'s package.json`];
  if (sub === "run" || sub === "run-script") return script(positional(args)[0]);
  if (sub === "start" || sub === "test") return script(sub);
  if (sub === "install" || sub === "i" || sub === "add") {
    return positional(args)
      .map((spec) => spec.replace(/(?<=.)@[^/]*$/, ""))
      .filter((name) => !repo.knownPackages.has(name))
      .map((name) => `npm install: "${name}" is neither a workspace package nor a dependency of one`);
  }
  return ["ci", "exec", "pack", "ls", "view"].includes(sub) ? [] : [`npm: unexpected command "${sub}"`];
}

function npxProblems(args: string[], repo: Repository): string[] {
  const [tool = "", ...rest] = args.filter((arg, i) => !(i === 0 && (arg === "-y" || arg === "--yes")));
  if (tool === "vitrine-emulator") return emulatorProblems(rest, repo);
  // The project's own commands must be installed by the workspace; other tools (a framework's
  // CLI in a store's project) are the reader's.
  if (!tool.startsWith("vitrine-") || existsSync(join(REPO_ROOT, "node_modules", ".bin", tool))) return [];
  return [`npx: "${tool}" is not a command of the workspace`];
}

function nodeProblems(args: string[], repo: Repository): string[] {
  const valued = new Set(["--import", "-r", "--require", "--conditions", "-C"]);
  const scriptIndex = args.findIndex((arg, i) => !arg.startsWith("-") && !valued.has(args[i - 1] ?? ""));
  const script = args[scriptIndex];
  if (!script || !/^(packages|apps|scripts|bench|reliability|test)\//.test(script)) return [];
  if (!existsSync(join(REPO_ROOT, script))) return [`node: no file ${script}`];
  return script.endsWith("bin/vitrine-emulator.js")
    ? emulatorProblems(args.slice(scriptIndex + 1), repo)
    : [];
}

function emulatorProblems([command = "", ...args]: string[], repo: Repository): string[] {
  if (["--help", "-h", "help", "--version", "-v"].includes(command)) return [];
  const usage = repo.emulatorUsage.get(command);
  if (!usage) return [`vitrine-emulator: no command "${command}"`];
  return args
    .filter((arg) => arg.startsWith("--"))
    .map((arg) => arg.split("=")[0] ?? arg)
    .filter((flag) => flag !== "--help" && !new RegExp(`(^|\\s)${flag}(\\s|=|$)`, "m").test(usage))
    .map((flag) => `vitrine-emulator ${command}: no flag ${flag} in its --help`);
}

/** The commands of a shell text, each as its words (comments, quotes and continuations handled). */
export function commands(code: string): string[][] {
  const joined = code.replace(/\\\n/g, " ");
  const result: string[][] = [];
  for (const line of joined.split("\n")) {
    let words: string[] = [];
    let word = "";
    let quote = "";
    let inWord = false;
    const endWord = () => {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    };
    for (let i = 0; i < line.length; i++) {
      const c = line[i] ?? "";
      if (quote) {
        if (c === quote) quote = "";
        else word += c;
      } else if (c === '"' || c === "'") {
        quote = c;
        inWord = true;
      } else if (c === "#" && !inWord) {
        break;
      } else if (/\s/.test(c)) {
        endWord();
      } else if ("&|;".includes(c)) {
        endWord();
        if (words.length) result.push(words);
        words = [];
      } else {
        word += c;
        inWord = true;
      }
    }
    endWord();
    if (words.length) result.push(words);
  }
  return result;
}

function isAssignment(word: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
}

function dropAssignments(words: string[]): string[] {
  const first = words.findIndex((word) => !isAssignment(word));
  return first < 0 ? [] : words.slice(first);
}

function optionValue(args: string[], names: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (names.includes(arg)) return args[i + 1];
    const [name, value] = arg.split("=");
    if (name && names.includes(name) && value !== undefined) return value;
  }
  return undefined;
}

function positional(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--") break;
    if (arg === "-w" || arg === "--workspace") i++;
    else if (!arg.startsWith("-")) out.push(arg);
  }
  return out;
}
