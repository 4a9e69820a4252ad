/**
 * The dashboard's session: the merchant's credentials (from `sessionStorage`), the SDK client made
 * from them (`lib/api.ts`; ready once its calls have loaded), and `signIn` (which checks the key
 * with one merchant read before keeping it) and `signOut`.
 */
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import {
  type AdminCredentials,
  clearAdminCredentials,
  readAdminCredentials,
  saveAdminCredentials,
} from "./admin-credentials.ts";
import { type AdminClient, createAdminClient } from "./api.ts";

export type { AdminClient } from "./api.ts";

/** What {@link useAdminSession} gives. */
export interface AdminSession {
  /** The signed-in merchant's client, or `undefined` when signed out or while it loads. */
  client: AdminClient | undefined;
  /** The site the merchant signed in to. */
  siteId: string | undefined;
  /** The credentials, for the dev tools that call the emulator directly. */
  credentials: AdminCredentials | undefined;
  /** Checks the key with one merchant read, then keeps it for this tab; rejects with the SDK's error. */
  signIn(credentials: AdminCredentials): Promise<void>;
  signOut(): void;
}

const AdminSessionContext = createContext<AdminSession | undefined>(undefined);

/** Provides the merchant session to the dashboard. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [credentials, setCredentials] = useState(() => readAdminCredentials());
  // The client made for `credentials`: signing in makes it; credentials kept from an earlier visit
  // get theirs here.
  const [made, setMade] = useState<{ for: AdminCredentials; client: AdminClient }>();
  const client = made && made.for === credentials ? made.client : undefined;

  useEffect(() => {
    if (!credentials || made?.for === credentials) return;
    let current = true;
    void createAdminClient(credentials).then((madeClient) => {
      if (current) setMade({ for: credentials, client: madeClient });
    });
    return () => {
      current = false;
    };
  }, [credentials, made]);

  const signIn = useCallback(async (next: AdminCredentials) => {
    const candidate = await createAdminClient(next);
    // A merchant-only read that either catalogue (v1 or v3) answers.
    await candidate.orders.searchOrders({ cursorPaging: { limit: 1 } });
    saveAdminCredentials(next);
    setMade({ for: next, client: candidate });
    setCredentials(next);
  }, []);

  const signOut = useCallback(() => {
    clearAdminCredentials();
    setCredentials(undefined);
    queryClient.removeQueries({ queryKey: ["admin"] });
  }, [queryClient]);

  const session = useMemo(
    () => ({ client, siteId: credentials?.siteId, credentials, signIn, signOut }),
    [client, credentials, signIn, signOut],
  );
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

/** The merchant session; throws outside {@link AdminSessionProvider}. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession must be used inside <AdminSessionProvider>.");
  return session;
}

/** The signed-in merchant's client; throws when signed out (the dashboard renders only when signed in). */
export function useAdminClient(): AdminClient {
  const { client } = useAdminSession();
  if (!client) throw new Error("The merchant is not signed in.");
  return client;
}
