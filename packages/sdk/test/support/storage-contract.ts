/**
 * The contract every TokenStorage meets, as plain async cases with their own assertions, so the
 * same suite runs under Vitest in Node and bundled into a page in Chromium.
 */
import type { TokenStorage, Tokens } from "../../src/cookies/index.ts";

/** One case of the contract. */
export interface ContractCase {
  name: string;
  run(storage: TokenStorage): Promise<void>;
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

function same(a: unknown, b: unknown, message: string): void {
  check(JSON.stringify(a) === JSON.stringify(b), `${message}: ${JSON.stringify(a)} !== ${JSON.stringify(b)}`);
}

const tokens: Tokens = {
  accessToken: { value: "access-é;=,\"'", expiresAt: 1_700_000_000 },
  refreshToken: { value: "refresh/1", role: "member" },
};

/** The cases; each gets a fresh, empty storage. */
export const storageContract: ContractCase[] = [
  {
    name: "starts empty",
    async run(storage) {
      same(await storage.getTokens(), undefined, "empty storage");
    },
  },
  {
    name: "returns what was set, including special characters",
    async run(storage) {
      await storage.setTokens(tokens);
      same(await storage.getTokens(), tokens, "stored tokens");
    },
  },
  {
    name: "replaces on set",
    async run(storage) {
      await storage.setTokens(tokens);
      await storage.setTokens({ refreshToken: { value: "r2" } });
      same(await storage.getTokens(), { refreshToken: { value: "r2" } }, "replaced tokens");
    },
  },
  {
    name: "is empty after clear, and clear is idempotent",
    async run(storage) {
      await storage.setTokens(tokens);
      await storage.clearTokens();
      same(await storage.getTokens(), undefined, "cleared storage");
      await storage.clearTokens();
      same(await storage.getTokens(), undefined, "cleared twice");
    },
  },
  {
    name: "is not changed by mutating values after set or get",
    async run(storage) {
      const mine: Tokens = structuredClone(tokens);
      await storage.setTokens(mine);
      mine.accessToken!.value = "changed";
      const read = (await storage.getTokens())!;
      read.refreshToken!.value = "changed too";
      same(await storage.getTokens(), tokens, "stored tokens after mutation");
    },
  },
];
