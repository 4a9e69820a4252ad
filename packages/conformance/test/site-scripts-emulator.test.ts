/**
 * The provider's published site-scripts client (`@wix/sdk` + `@wix/headless-site-assets`), the
 * call `@wix/astro` makes on every page it renders, unchanged against the emulator on 127.0.0.1
 * with only its hosts routed: an empty list for a site without embeds, then the merchant's
 * custom embed (added with the provider's custom-embeds REST call and the API key) with its
 * position and HTML.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { scripts } from "@wix/headless-site-assets";
import { createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

describe("the provider's site-scripts client against the emulator", () => {
  useRoutedEmulator();

  it("lists no scripts, then the embed the merchant adds", async () => {
    const visitor = createClient({ modules: { scripts }, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    expect((await visitor.scripts.listSiteScripts()).siteScripts ?? []).toEqual([]);

    const created = await fetch("https://www.wixapis.com/embeds/v1/custom-embeds", {
      method: "POST",
      headers: {
        authorization: TEST_API_KEY,
        "wix-site-id": TEST_SITE_ID,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        customEmbed: {
          name: "Chat widget",
          position: "BODY_END",
          embedData: { category: "FUNCTIONAL", html: "<script>window.chat = true</script>" },
        },
      }),
    });
    expect(created.status).toBe(200);

    const { siteScripts } = await visitor.scripts.listSiteScripts();
    expect(siteScripts).toEqual([{ position: "BODY_END", html: "<script>window.chat = true</script>" }]);
  });
});
