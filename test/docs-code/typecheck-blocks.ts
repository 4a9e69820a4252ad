/**
 * Type-checks the block modules in one TypeScript program, with the repository's test settings
 * (strict, the workspace packages resolved to their sources through the `source` condition, the
 * provider's `@wix/*` packages as installed), and reports each error at its Markdown line.
 */
import { join } from "node:path";
import ts from "typescript";
import type { BlockModule } from "./block-modules.ts";
import { sourceLine } from "./block-modules.ts";
import { REPO_ROOT } from "./doc-files.ts";

/** The type errors of `modules`, each as `file.md:line: message`. */
export function typeErrors(modules: BlockModule[]): string[] {
  const configPath = join(REPO_ROOT, "tsconfig.tests.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`Cannot read ${configPath}`);
  const options: ts.CompilerOptions = { ...config.options, allowJs: true, checkJs: true, noEmit: true };
  const program = ts.createProgram(
    modules.map((module) => module.path),
    options,
  );
  const errors: string[] = [];
  for (const module of modules) {
    const source = program.getSourceFile(module.path);
    if (!source) {
      errors.push(`${sourceLine(module, 0)}: not compiled`);
      continue;
    }
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n  ");
      errors.push(`${sourceLine(module, line)}: TS${diagnostic.code}: ${message}`);
    }
  }
  return errors;
}
