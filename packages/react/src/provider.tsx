/**
 * `VitrineProvider`: gives the hooks a client (passed in, or created once from options) and a
 * TanStack `QueryClient` (passed in, or created once with Vitrine's defaults).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createVitrineClient, type VitrineClient, type VitrineClientOptions } from "./client.js";
import { VitrineContext } from "./context.js";

/** Props of {@link VitrineProvider}: a client, or the options to create one. */
export type VitrineProviderProps = {
  children?: ReactNode;
  /** The query cache; default a new one from {@link createQueryClient}. */
  queryClient?: QueryClient;
} & ({ client: VitrineClient; options?: never } | { options: VitrineClientOptions; client?: never });

/**
 * A `QueryClient` with Vitrine's defaults: catalogue data stays fresh for a minute, and failed
 * queries are not retried by TanStack Query, since the SDK already retries idempotent calls.
 *
 * @example
 * ```ts
 * const queryClient = createQueryClient();
 * ```
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

/**
 * Provides the Vitrine client and the query cache to the hooks below it.
 *
 * @example
 * ```tsx
 * <VitrineProvider options={{ baseUrl: "http://localhost:4000", clientId: "vitrine-demo-client" }}>
 *   <App />
 * </VitrineProvider>
 * ```
 */
export function VitrineProvider(props: VitrineProviderProps) {
  const [client] = useState(() => props.client ?? createVitrineClient(props.options as VitrineClientOptions));
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineContext.Provider value={client}>{props.children}</VitrineContext.Provider>
    </QueryClientProvider>
  );
}
