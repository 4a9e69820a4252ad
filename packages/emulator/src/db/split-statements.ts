/**
 * Splits a migration file into its statements, at the semicolons that end
 * them: not inside quoted text (`'…'`, with `''` and, in `E'…'`, backslash
 * escapes), quoted names (`"…"`), dollar-quoted bodies (`$$…$$`, `$tag$…$tag$`)
 * or comments (`--` to the end of the line, `/* … *\/`). Comments are kept in
 * the statements; empty statements are dropped. PGlite runs one statement per
 * query, so migrations are sent statement by statement.
 */

/** Where quoted text of each kind ends, from just after where it starts. */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  for (let i = start; i < sql.length; i++) {
    const char = sql[i];
    if (backslashEscapes && char === "\\") i++;
    else if (char === quote) {
      if (sql[i + 1] !== quote) return i + 1;
      i++; // a doubled quote stands for one
    }
  }
  return sql.length;
}

const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z_0-9]*)?\$/;

/**
 * The statements of `sql`, trimmed, without the semicolons that end them.
 *
 * @example
 * ```ts
 * splitStatements("create function f() returns int language sql as $$ select 1; $$; select f();");
 * // ["create function f() returns int language sql as $$ select 1; $$", "select f()"]
 * ```
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i] as string;
    const next = sql[i + 1];
    if (char === "-" && next === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === "/" && next === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (char === "'") {
      const escaped = /[eE]/.test(sql[i - 1] ?? "") && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? "");
      i = endOfQuoted(sql, i + 1, "'", escaped);
    } else if (char === '"') {
      i = endOfQuoted(sql, i + 1, '"', false);
    } else if (char === "$" && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? "")) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else i++;
    } else if (char === ";") {
      statements.push(sql.slice(start, i));
      start = ++i;
    } else i++;
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => !isOnlyComments(statement));
}

/** A statement that is empty once its comments are gone (the tail of a file, say). */
function isOnlyComments(statement: string): boolean {
  return (
    statement
      .replace(/--[^\n]*/g, "")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .trim() === ""
  );
}
