/** Bundled into the browser test page: runs the storage contract and the cookie helpers in Chromium. */
import {
  cookieStorage,
  deleteCookie,
  getCookie,
  localStorageStorage,
  setCookie,
  type TokenStorage,
} from "../../src/cookies/index.ts";
import { storageContract } from "./storage-contract.ts";

/** Result of one contract case. */
export interface CaseResult {
  name: string;
  error?: string;
}

function clearCookies() {
  for (const name of Object.keys(Object.fromEntries(document.cookie.split("; ").map((c) => c.split("="))))) {
    if (name) deleteCookie(decodeURIComponent(name));
  }
}

const makers: Record<string, () => TokenStorage> = {
  localStorage: () => {
    localStorage.clear();
    return localStorageStorage({ key: "shop.tokens" });
  },
  cookie: () => {
    clearCookies();
    return cookieStorage({ name: "shop_tokens" });
  },
};

async function runContract(kind: string): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const contractCase of storageContract) {
    try {
      await contractCase.run(makers[kind]!());
      results.push({ name: contractCase.name });
    } catch (e) {
      results.push({ name: contractCase.name, error: String(e) });
    }
  }
  return results;
}

function cookieHelpers() {
  clearCookies();
  setCookie("greeting", "héllo; world");
  const afterSet = { value: getCookie("greeting"), raw: document.cookie };
  deleteCookie("greeting");
  return { afterSet, afterDelete: getCookie("greeting"), raw: document.cookie };
}

function writeTokens() {
  clearCookies();
  return cookieStorage({ name: "shop_tokens", maxAge: 3600 }).setTokens({ refreshToken: { value: "r1" } });
}

Object.assign(globalThis, { vitrineTest: { runContract, cookieHelpers, writeTokens } });
