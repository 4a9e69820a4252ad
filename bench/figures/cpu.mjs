/** Figure 2, client CPU per call: runs `cpu-child.mjs` in a fresh process and returns its JSON. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const CHILD = new URL("./cpu-child.mjs", import.meta.url).pathname;

export async function measureCpu(stub) {
  const { stdout } = await promisify(execFile)(process.execPath, [CHILD, stub.origin, stub.productId], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout);
}
