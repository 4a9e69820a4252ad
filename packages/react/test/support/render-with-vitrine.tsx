/** `renderVitrineHook`: renders a hook under a `VitrineProvider` pointed at a test emulator. */
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createQueryClient, VitrineProvider } from "../../src/index.ts";
import { DEMO_CLIENT_ID } from "./demo-client.ts";

/** Renders `hook` with a fresh client and query cache talking to `baseUrl`. */
export function renderVitrineHook<Result, Props>(
  baseUrl: string,
  hook: (props: Props) => Result,
  initialProps?: Props,
) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider options={{ baseUrl, clientId: DEMO_CLIENT_ID }} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  );
  return renderHook(hook, { wrapper, ...(initialProps === undefined ? {} : { initialProps }) });
}
