/**
 * Bundled into the storefront page of the provider's hidden-frame sign-in test:
 * the provider's published client (`@wix/sdk` OAuthStrategy), unchanged, with
 * the page's `fetch` routed from the provider's API hosts to the emulator (the
 * browser twin of `route-provider.ts`). `providerDirectLogin` logs in, signs in
 * through the hidden frame (`getMemberTokensForDirectLogin`), renews the member
 * token once and asks for the logout URL (which forgets the tokens); it returns plain data for the test.
 */
import { createClient, OAuthStrategy } from "@wix/sdk";

const PROVIDER_HOSTS = ["www.wixapis.com", "edge.wixapis.com"];

/** Sends the provider's API requests to `api` (an http origin). */
function routeProviderTo(api: string): void {
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    if (!PROVIDER_HOSTS.includes(target.hostname)) return original(input, init);
    const local = new URL(`${target.pathname}${target.search}`, api);
    return input instanceof Request ? original(new Request(local, input), init) : original(local, init);
  };
}

/** What the sign-in ended with. */
export interface ProviderDirectLoginOutcome {
  loginState: string;
  loggedIn?: boolean;
  role?: string;
  renewed?: boolean;
  refreshToken?: string;
  logoutUrl?: string;
  framesLeft: number;
  error?: string;
}

async function providerDirectLogin(
  api: string,
  clientId: string,
  email: string,
  password: string,
): Promise<ProviderDirectLoginOutcome> {
  routeProviderTo(api);
  const client = createClient({ auth: OAuthStrategy({ clientId }) });
  const framesLeft = () => document.querySelectorAll("iframe").length;
  try {
    const login = await client.auth.login({ email, password });
    if (login.loginState !== "SUCCESS" || !login.data?.sessionToken)
      return { loginState: login.loginState, framesLeft: framesLeft() };
    const tokens = await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken);
    client.auth.setTokens(tokens);
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    const loggedIn = client.auth.loggedIn();
    const { logoutUrl } = await client.auth.logout(`${window.location.origin}/signed-out`);
    return {
      loginState: login.loginState,
      loggedIn,
      role: tokens.refreshToken.role,
      renewed: renewed.accessToken.value.length > 0,
      refreshToken: tokens.refreshToken.value,
      logoutUrl,
      framesLeft: framesLeft(),
    };
  } catch (error) {
    return { loginState: "ERROR", error: String(error), framesLeft: framesLeft() };
  }
}

(globalThis as unknown as { providerDirectLogin: typeof providerDirectLogin }).providerDirectLogin =
  providerDirectLogin;
