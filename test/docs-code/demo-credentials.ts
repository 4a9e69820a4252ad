/**
 * The demo store's credentials, the ones `npm start` prints and the docs use: the test emulator
 * of the code blocks accepts them (and the fixture's own test key, which its snapshot calls
 * send), so a block runs as written.
 */
import { defaultConfig } from "@vitrine/emulator";
import { type StartEmulatorOptions, TEST_API_KEY } from "@vitrine/emulator/testing";

/** Site, merchant API key and OAuth client of `vitrine-emulator start --seed demo`. */
export const DEMO_CREDENTIALS: NonNullable<StartEmulatorOptions["config"]> = {
  siteId: "vitrine-demo-site",
  apiKeys: ["vitrine-demo-api-key", TEST_API_KEY],
  oauthClients: defaultConfig().oauthClients,
};
