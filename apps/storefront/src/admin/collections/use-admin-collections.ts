/** The dashboard's collection reads: every collection (by name), and the products of one. */
import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { listCollectionProducts, listCollections } from "../../lib/dashboard/collections.ts";
import { adminKeys } from "../admin-keys.ts";

/** How many collections the page lists (the catalogue's largest page). */
const COLLECTIONS_LIMIT = 100;

/** The store's collections, sorted by name (the first 100). */
export function useAdminCollections() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.collections(),
    queryFn: ({ signal }) => listCollections(client, COLLECTIONS_LIMIT, signal),
  });
}

/** The first 100 products of a collection, by name. */
export function useCollectionProducts(collectionId: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.collectionProducts(collectionId),
    queryFn: ({ signal }) => listCollectionProducts(client, collectionId, signal),
  });
}
