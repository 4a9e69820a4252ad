/**
 * The provider that gives the shop's client (`lib/api.ts`) and query cache (`lib/shop-data.ts`)
 * to the hooks below it.
 */
import { VitrineProvider } from "@vitrine/react";
import type { ReactNode } from "react";
import { shopClient } from "../lib/api.ts";
import { shopQueryClient } from "../lib/shop-data.ts";

/** The app's client and query cache, for the hooks below it. */
export function AppVitrineProvider({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={shopClient} queryClient={shopQueryClient}>
      {children}
    </VitrineProvider>
  );
}
