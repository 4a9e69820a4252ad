/**
 * Bundled into the storefront page of the direct-login browser test: the SDK, as an app uses it,
 * against the emulator on another origin. Each function returns plain data (or the error's name,
 * code and message) plus what the page saw: frames left and every message posted to it.
 */

import {
  changePassword,
  createSignInClient,
  getMemberTokensForDirectLogin,
  localTokenStorage,
  login,
  OAuthStrategy,
  sessions,
} from "../../../src/identity/index.ts";
import { createClient } from "../../../src/index.ts";

/** Every message this window received, with its origin (to prove no code reached a page). */
const received: { origin: string; data: unknown }[] = [];
window.addEventListener("message", (event) => received.push({ origin: event.origin, data: event.data }));

const CLIENT_ID = "test-client";

function storefront(api: string) {
  return createClient({
    modules: { authentication: { changePassword } },
    auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: api, tokenStorage: localTokenStorage(CLIENT_ID) }),
    baseUrl: api,
    retry: false,
  });
}

/** What a flow ended with, plus what the page saw. */
export interface Outcome {
  result?: unknown;
  error?: { name: string; code?: string; message: string };
  framesLeft: number;
  messages: { origin: string; data: unknown }[];
}

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  const seen = () => ({ framesLeft: document.querySelectorAll("iframe").length, messages: [...received] });
  try {
    return { result: await run(), ...seen() };
  } catch (e) {
    const { name, code, message } = e as { name: string; code?: string; message: string };
    return { error: { name, ...(code ? { code } : {}), message }, ...seen() };
  }
}

/** login() then the hidden-frame sign-in; stores the tokens and makes a member-only call. */
function directLogin(api: string, email: string, password: string, timeoutMs: number) {
  return outcome(async () => {
    const client = storefront(api);
    const state = await login(client, { email, password });
    if (state.loginState !== "SUCCESS") throw new Error(`login ended in ${JSON.stringify(state)}`);
    const tokens = await getMemberTokensForDirectLogin(client, state.data.sessionToken, { timeoutMs });
    await client.auth.setTokens(tokens);
    await client.authentication.changePassword(password);
    return {
      role: tokens.refreshToken.role,
      loggedIn: await client.auth.loggedIn(),
      stored: JSON.parse(localStorage.getItem(`vitrine.tokens.${CLIENT_ID}`) ?? "null")?.refreshToken?.role,
    };
  });
}

/**
 * A page that only signs in: the sign-in client on the strategy's `localStorage`, then (as the
 * next page would) a main client of its own on the same storage makes a member-only call.
 */
function signInPage(api: string, email: string, password: string, timeoutMs: number) {
  return outcome(async () => {
    const auth = OAuthStrategy({
      clientId: CLIENT_ID,
      baseUrl: api,
      tokenStorage: localTokenStorage(CLIENT_ID),
    });
    const client = createSignInClient({ auth });
    const state = await login(client, { email, password });
    if (state.loginState !== "SUCCESS") throw new Error(`login ended in ${JSON.stringify(state)}`);
    await auth.setTokens(await getMemberTokensForDirectLogin(client, state.data.sessionToken, { timeoutMs }));
    const next = storefront(api);
    await next.authentication.changePassword(password);
    return { loggedIn: await next.auth.loggedIn() };
  });
}

/** The hidden-frame sign-in with a session token got elsewhere (no login() on this page). */
function frameOnly(api: string, sessionToken: string, timeoutMs: number) {
  return outcome(() => getMemberTokensForDirectLogin(storefront(api), sessionToken, { timeoutMs }));
}

/** sessions.syncToHostedPages twice (the second is remembered), around isSynced. */
async function syncSessions(api: string, timeoutMs: number) {
  const client = storefront(api);
  localStorage.removeItem(`vitrine.hostedPagesSync.${CLIENT_ID}`);
  const before = sessions.isSynced(client);
  const first = await outcome(() => sessions.syncToHostedPages(client, { timeoutMs }));
  const again = await outcome(() => sessions.syncToHostedPages(client, { timeoutMs }));
  return { before, first, again, after: sessions.isSynced(client) };
}

Object.assign(globalThis, { vitrineDirectLogin: { directLogin, frameOnly, signInPage, syncSessions } });
