/**
 * The emulator a conformance test runs the provider's client against: before each test, a fresh
 * emulator listening on 127.0.0.1 (its public URL its own origin, so hosted pages and media URLs
 * name it), optionally seeded, with the provider's API hosts routed to it; after each test, the
 * routing restored and the emulator closed.
 */
import type { EmulatorConfig } from "@vitrine/emulator";
import { type ListeningTestApp, listenTestApp, type TestAppOptions } from "@vitrine/emulator/testing";
import { afterEach, beforeEach } from "vitest";
import { routeProviderTo } from "./route-provider.ts";

/** How {@link useRoutedEmulator} builds each test's emulator. */
export interface RoutedEmulatorSetup {
  /** Settings beside the test credentials (e.g. `catalogVersion`, `shop`). */
  config?: Partial<EmulatorConfig>;
  /** Extra `createApp` options (endpoints, workers). */
  options?: TestAppOptions;
  /** Runs once the emulator listens, before the hosts are routed (e.g. a seed). */
  seed?: (emulator: ListeningTestApp) => Promise<unknown>;
}

/**
 * Registers the `beforeEach`/`afterEach` pair in the calling `describe`; returns the current
 * test's emulator.
 *
 * @example
 * ```ts
 * const emulator = useRoutedEmulator({ seed: (t) => seedDemoStore(t.db, t.baseUrl) });
 * it("reads", async () => {
 *   await fetch(`${emulator().baseUrl}/_dev/mailbox`);
 * });
 * ```
 */
export function useRoutedEmulator(setup: RoutedEmulatorSetup = {}): () => ListeningTestApp {
  let current: ListeningTestApp | undefined;
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    current = await listenTestApp(setup.config, setup.options);
    current.config.publicUrl = current.baseUrl;
    await setup.seed?.(current);
    restore = routeProviderTo(current.baseUrl);
  });
  afterEach(async () => {
    restore?.();
    restore = undefined;
    await current?.close();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error("the routed emulator runs only inside a test");
    return current;
  };
}
