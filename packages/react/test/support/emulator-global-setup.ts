/**
 * Vitest global setup for @vitrine/react: one listening emulator (127.0.0.1, random port) with
 * the demo store for the whole run, started in Node (outside happy-dom). Tests read its URL with
 * `inject("emulatorUrl")`, and the same demo shop on a catalogue v3 store (its own in-memory
 * database) with `inject("emulatorV3Url")`; the page origin (`http://localhost:5173`, happy-dom's
 * URL) is the demo OAuth client's allowed origin, so calls are real cross-origin requests. The
 * shop has the demo store's buying settings (coupon `VITRINE10`, shipping, tax), as `npm start` runs it.
 */

import { demoShopSettings, listenTestApp, seedDemoStore, startEmulator } from "@vitrine/emulator/testing";
import type { TestProject } from "vitest/node";
import { DEMO_CLIENT_ID } from "./demo-client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    emulatorUrl: string;
    /** The same demo shop on a catalogue v3 store. */
    emulatorV3Url: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await listenTestApp({
    siteId: "vitrine-demo-site",
    apiKeys: ["vitrine-demo-api-key"],
    oauthClients: [{ clientId: DEMO_CLIENT_ID, allowedOrigins: ["http://localhost:5173"] }],
    shop: demoShopSettings(),
  });
  // The hosted pages' URLs (sign-in, checkout) name the listening emulator.
  emulator.config.publicUrl = emulator.baseUrl;
  await seedDemoStore(emulator.db, emulator.baseUrl);
  project.provide("emulatorUrl", emulator.baseUrl);
  const emulatorV3 = await startEmulator({
    catalog: "v3",
    config: {
      siteId: "vitrine-demo-site",
      apiKeys: ["vitrine-demo-api-key"],
      oauthClients: [{ clientId: DEMO_CLIENT_ID, allowedOrigins: ["http://localhost:5173"] }],
    },
  });
  project.provide("emulatorV3Url", emulatorV3.url);
  return async () => {
    await emulatorV3.stop();
    await emulator.close();
    await emulator.db.close();
  };
}
