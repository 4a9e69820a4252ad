/**
 * The site's scripts, as a headless site's server reads them to put into
 * every page it renders (the provider's `@wix/astro` does, on the edge host):
 * `GET /assets/scripts/v1/site-scripts` → `{siteScripts:[{position, html}]}`
 * (any credential), the enabled custom embeds oldest first; an empty list for a
 * site with none. The provider's consent filtering by category has no
 * counterpart here: every enabled embed is served.
 */
import type { Endpoint } from "../http/endpoint.ts";
import { listCustomEmbeds } from "./custom-embed-store.ts";

/** GET `/assets/scripts/v1/site-scripts`. */
export const listSiteScripts: Endpoint = {
  method: "GET",
  path: "/assets/scripts/v1/site-scripts",
  access: "read",
  handle: async ({ db }) => ({
    siteScripts: (await listCustomEmbeds(db, { enabledOnly: true })).map((row) => ({
      position: row.position,
      html: row.html,
    })),
  }),
};
