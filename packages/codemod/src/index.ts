/**
 * @vitrine/codemod: moves a store written against the provider's client (`@wix/sdk`,
 * `@wix/stores`, `@wix/ecom`, `@wix/redirects`) to `@vitrine/sdk`.
 */
export type { ModuleMapping } from "./mapping.ts";
export { MODULES } from "./mapping.ts";
export { moveFile, type ProjectFacts } from "./move-file.ts";
export { type MoveProjectOptions, moveProject, sourceFiles } from "./move-project.ts";
export { type FileResult, formatReport } from "./report.ts";
export type { Change, Problem } from "./source-file.ts";
