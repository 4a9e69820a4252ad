/**
 * `renderVitrineHook`: renders a hook under a `VitrineProvider` pointed at a test emulator;
 * `settleVitrineHooks` waits until those hooks have no read or change in flight, so a test ends
 * with no request that the page's teardown would cut off.
 */

import type { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { createQueryClient, VitrineProvider } from "../../src/index.ts";
import { DEMO_CLIENT_ID } from "./demo-client.ts";

/** The query clients of the hooks rendered since the last {@link settleVitrineHooks}. */
const rendered = new Set<QueryClient>();

/** Renders `hook` with a fresh client and query cache talking to `baseUrl`. */
export function renderVitrineHook<Result, Props>(
  baseUrl: string,
  hook: (props: Props) => Result,
  initialProps?: Props,
) {
  const queryClient = createQueryClient();
  rendered.add(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider options={{ baseUrl, clientId: DEMO_CLIENT_ID }} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  );
  return renderHook(hook, { wrapper, ...(initialProps === undefined ? {} : { initialProps }) });
}

/**
 * Waits until no hook rendered by {@link renderVitrineHook} has a query or mutation in flight
 * (e.g. the catalogue version a hook reads beside what the test waits for).
 *
 * @example
 * ```ts
 * afterEach(async () => {
 *   await settleVitrineHooks();
 *   cleanup();
 * });
 * ```
 */
export async function settleVitrineHooks(): Promise<void> {
  await waitFor(() => {
    for (const queryClient of rendered) expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
  });
  rendered.clear();
}
