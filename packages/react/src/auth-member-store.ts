/**
 * Where the signed-in member's details are kept between page loads: the identity API has no
 * "current member" read (see the README), so the details the sign-in answered with are stored
 * next to the tokens, in `localStorage` under `vitrine.member.{clientId}` in a browser and in
 * memory elsewhere (a server render has no member). Storage is looked up on each call, never
 * at import time.
 */
import type { Member } from "./auth-member.js";

const inMemory = new Map<string, string>();

const keyOf = (clientId: string) => `vitrine.member.${clientId}`;

interface TextStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memoryStore: TextStore = {
  getItem: (key) => inMemory.get(key) ?? null,
  setItem: (key, value) => void inMemory.set(key, value),
  removeItem: (key) => void inMemory.delete(key),
};

function store(): TextStore {
  try {
    return globalThis.localStorage ?? memoryStore;
  } catch {
    return memoryStore; // storage disabled by the browser's privacy settings
  }
}

/**
 * Keeps `member` as the signed-in member of `clientId`.
 *
 * @example
 * ```ts
 * rememberMember("vitrine-demo-client", memberFromIdentity(response.identity));
 * ```
 */
export function rememberMember(clientId: string, member: Member): void {
  store().setItem(keyOf(clientId), JSON.stringify(member));
}

/**
 * The member kept for `clientId`, or `undefined` (none, or unreadable).
 *
 * @example
 * ```ts
 * rememberedMember("vitrine-demo-client")?.email;
 * ```
 */
export function rememberedMember(clientId: string): Member | undefined {
  const text = store().getItem(keyOf(clientId));
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && "profile" in value ? (value as Member) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forgets the member kept for `clientId` (on sign-out or when the session ends).
 *
 * @example
 * ```ts
 * forgetMember("vitrine-demo-client");
 * ```
 */
export function forgetMember(clientId: string): void {
  store().removeItem(keyOf(clientId));
}
