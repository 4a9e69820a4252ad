#!/usr/bin/env node
// Marks the built entry (dist/index.js) as client code for React Server Components
// frameworks: prepends the "use client" directive, which tsc does not add, and
// shifts the source map by the one added line. Run after `tsc -b` (`prepack`);
// running it twice changes nothing.
import { readFileSync, writeFileSync } from "node:fs";

const DIRECTIVE = '"use client";\n';
const entry = new URL("../dist/index.js", import.meta.url);
const map = new URL("../dist/index.js.map", import.meta.url);

const code = readFileSync(entry, "utf8");
if (!code.startsWith(DIRECTIVE)) {
  writeFileSync(entry, DIRECTIVE + code);
  const sourceMap = JSON.parse(readFileSync(map, "utf8"));
  sourceMap.mappings = `;${sourceMap.mappings}`;
  writeFileSync(map, JSON.stringify(sourceMap));
}
