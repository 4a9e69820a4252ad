/** The emulator's version: the `version` of its package.json, read once (from `src/` or `dist/`). */
import { readFileSync } from "node:fs";

/** The emulator's version, e.g. `"0.1.0"`. */
export const EMULATOR_VERSION: string = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
