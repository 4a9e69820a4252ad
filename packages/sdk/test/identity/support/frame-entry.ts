/** Bundled into the browser test page: the hidden-frame flows, run in Chromium on the page's origin. */

import {
  frameAnswer,
  getMemberTokensForDirectLogin,
  localTokenStorage,
  OAuthStrategy,
  sessions,
} from "../../../src/identity/index.ts";
import { createClient } from "../../../src/index.ts";

/** What a flow ended with, plus how many frames the page still holds. */
export interface Outcome {
  result?: unknown;
  error?: { name: string; code: string; message: string; error?: string | undefined };
  framesLeft: number;
}

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = await run();
    return { result, framesLeft: document.querySelectorAll("iframe").length };
  } catch (e) {
    const { name, code, message, error } = e as {
      name: string;
      code: string;
      message: string;
      error?: string;
    };
    return { error: { name, code, message, error }, framesLeft: document.querySelectorAll("iframe").length };
  }
}

function answer(src: string, origin: string, state: string, timeoutMs: number) {
  return outcome(() => frameAnswer(src, origin, state, timeoutMs));
}

/** Posts a well-formed answer from the page itself while a frame waits: it must be ignored. */
function answerWithSelfPost(src: string, origin: string, state: string, timeoutMs: number) {
  setTimeout(() => window.postMessage({ code: "forged", state }, "*"), 50);
  return answer(src, origin, state, timeoutMs);
}

function directLogin(api: string, timeoutMs: number) {
  const client = createClient({
    modules: {},
    auth: OAuthStrategy({ clientId: "client-1", baseUrl: api }),
    baseUrl: api,
    retry: false,
  });
  return outcome(() => getMemberTokensForDirectLogin(client, "session-token-1", { timeoutMs }));
}

async function syncSessions(api: string) {
  const client = createClient({
    modules: {},
    auth: OAuthStrategy({ clientId: "client-1", baseUrl: api }),
    baseUrl: api,
  });
  localStorage.clear();
  const before = sessions.isSynced(client);
  const first = await outcome(() => sessions.syncToHostedPages(client));
  const again = await outcome(() => sessions.syncToHostedPages(client));
  return { before, first, again, after: sessions.isSynced(client) };
}

/** Stores expired member tokens in this origin's localStorage (shared by its tabs). */
function storeExpiredTokens() {
  localStorage.setItem(
    "vitrine.tokens.client-1",
    JSON.stringify({
      accessToken: { value: "old", expiresAt: 0 },
      refreshToken: { value: "member-rt", role: "member" },
    }),
  );
}

/** One tab's strategy over the shared localStorage asks for auth headers. */
async function tabHeaders(api: string) {
  const auth = OAuthStrategy({
    clientId: "client-1",
    baseUrl: api,
    tokenStorage: localTokenStorage("client-1"),
  });
  return (await auth.getAuthHeaders()).headers.Authorization;
}

/**
 * While this tab holds the storage's Web Lock, an in-memory strategy renews at once and a
 * localStorage one waits for the lock (seen in `navigator.locks.query()`), then renews.
 */
async function renewWhileLockHeld(api: string) {
  localStorage.clear();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    navigator.locks.request("vitrine.tokens.client-1", () => new Promise<void>((done) => (release = done)));
    setTimeout(resolve, 50);
  });
  await held;
  const inMemory = await OAuthStrategy({ clientId: "client-1", baseUrl: api }).getAuthHeaders();
  const shared = OAuthStrategy({
    clientId: "client-1",
    baseUrl: api,
    tokenStorage: localTokenStorage("client-1"),
  });
  const waiting = shared.getAuthHeaders();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { pending = [] } = await navigator.locks.query();
  release();
  return {
    inMemory: inMemory.headers.Authorization,
    pending: pending.map((lock) => lock.name),
    shared: (await waiting).headers.Authorization,
  };
}

Object.assign(globalThis, {
  vitrineIdentity: {
    answer,
    answerWithSelfPost,
    directLogin,
    syncSessions,
    storeExpiredTokens,
    tabHeaders,
    renewWhileLockHeld,
  },
});
