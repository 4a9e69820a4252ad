// @vitest-environment node
/**
 * The sign-in hooks on a server (Node, no `window`): the package imports, a page using `useAuth`
 * and `useMember` renders to HTML, and the member of a server-side client is `null` (tokens in
 * memory are a visitor's), while browser-only steps fail with the SDK's `BROWSER_ONLY` code.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, inject, it } from "vitest";
import {
  authErrorOf,
  createVitrineClient,
  currentMember,
  identityClientOf,
  startHostedLogin,
  useAuth,
  useMember,
  VitrineProvider,
} from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";

const baseUrl = inject("emulatorUrl");

function SignInStatus() {
  const auth = useAuth();
  const member = useMember();
  return (
    <p>
      {auth.state.loginState} {member.status} {String(auth.loggedIn)}
    </p>
  );
}

describe("sign-in hooks on a server", () => {
  it("render without a window", () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const html = renderToString(
      <VitrineProvider options={{ baseUrl, clientId: DEMO_CLIENT_ID }}>
        <SignInStatus />
      </VitrineProvider>,
    );
    expect(html).toBe("<p>INITIAL<!-- --> <!-- -->pending<!-- --> <!-- -->false</p>");
  });

  it("has no member, and browser-only steps say so", async () => {
    const client = identityClientOf(createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID }));
    expect(await currentMember(client)).toBeNull();
    const failure = await startHostedLogin(client, "http://localhost:5173/auth/callback").catch(authErrorOf);
    expect(failure).toMatchObject({ code: "signInFrame" });
  });
});
