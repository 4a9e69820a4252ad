/**
 * The emulator the sample store's tests run against: before each test a fresh emulator on
 * 127.0.0.1, seeded with the demo store and its member, delivering webhooks, with the provider's
 * hosts routed to it; closed after the test.
 */
import {
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  seedDemoMember,
  seedDemoStore,
} from "@vitrine/emulator/testing";
import { afterEach, beforeEach } from "vitest";
import { routeProviderTo } from "./route-provider.ts";

/** Registers the set-up and tear-down; returns the current test's emulator. */
export function useStoreEmulator(): () => ListeningTestApp {
  let current: ListeningTestApp | undefined;
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    current = await listenTestApp({ webhooks: fastWebhookSettings() }, { deliverWebhooks: true });
    current.config.publicUrl = current.baseUrl;
    await seedDemoStore(current.db, current.baseUrl);
    await seedDemoMember(current.db, new Date());
    restore = routeProviderTo(current.baseUrl);
  });
  afterEach(async () => {
    restore?.();
    await current?.close();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error("the store emulator runs only inside a test");
    return current;
  };
}
