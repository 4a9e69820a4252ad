/**
 * The migration splitter: semicolons end statements except inside quoted
 * text, quoted names, dollar-quoted bodies and comments. The migrations
 * themselves are applied on both backends by every test run (test-database).
 */
import { describe, expect, it } from "vitest";
import { splitStatements } from "../../src/db/split-statements.ts";

describe("splitStatements", () => {
  it("splits at the semicolons that end statements, trimmed, dropping empty ones", () => {
    expect(splitStatements(" create table a (n int);\n\ninsert into a values (1) ;; ")).toEqual([
      "create table a (n int)",
      "insert into a values (1)",
    ]);
  });

  it("keeps dollar-quoted bodies whole, tagged or not", () => {
    const body = "create function f() returns int language plpgsql as $$ begin return 1; end $$";
    const tagged = "create function g() returns text language sql as $fn$ select 'a;b' $fn$";
    expect(splitStatements(`${body};\n${tagged};\nselect f()`)).toEqual([body, tagged, "select f()"]);
  });

  it("does not end a statement inside quoted text or names, with their escapes", () => {
    const statements = [
      "insert into t values ('a;b', 'it''s; fine')",
      "insert into t values (E'back\\\\slash\\'; still text')",
      'select 1 as "odd;name"',
      "select $1::int + 1",
    ];
    expect(splitStatements(statements.join(";\n"))).toEqual(statements);
  });

  it("skips semicolons and quotes in comments, and drops a statement of comments only", () => {
    expect(
      splitStatements("-- the provider's; note\ncreate table b (n int); /* a; 'comment' */\n-- the end;\n"),
    ).toEqual(["-- the provider's; note\ncreate table b (n int)"]);
  });
});
