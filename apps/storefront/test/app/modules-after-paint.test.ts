/**
 * `modulesAfterPaint`: the inline script's text carries the preloads' paths and the module
 * script's text as they were given, and stays inside its `<script>` element whatever that text
 * holds (no `</script>` or `<!--` in it).
 */
import { describe, expect, it } from "vitest";
import { modulesAfterPaint } from "../../src/app/modules-after-paint.ts";

/** The two arguments the script calls its function with, parsed back from its last line. */
function argumentsOf(script: string): [string[], string] {
  const call = /\}\)\((.*)\);$/s.exec(script)?.[1];
  if (call === undefined) throw new Error("the script does not end with its call");
  return JSON.parse(`[${call}]`) as [string[], string];
}

describe("modulesAfterPaint", () => {
  it("passes the preloads and the module text as given", () => {
    const preloads = ["/assets/entry.client-A.js", "/assets/shell-B.js"];
    const source = 'import "/assets/manifest.js";\nimport * as route0 from "/assets/root-C.js";';
    expect(argumentsOf(modulesAfterPaint(preloads, source))).toEqual([preloads, source]);
  });

  it("keeps a module text holding markup inside its script element", () => {
    const source = 'window.__reactRouterManifest = {"path": "</script><script>alert(1)</script><!--"};';
    const script = modulesAfterPaint([], source);
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(argumentsOf(script)).toEqual([[], source]);
  });
});
