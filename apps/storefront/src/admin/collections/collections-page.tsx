/**
 * The collections page on a catalogue v1 store: create a collection, and for each one rename it,
 * delete it (after a confirmation) and open its product list. Server validation errors show next
 * to the name field.
 */
import type { Collection } from "@vitrine/sdk/catalog";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { createCollection } from "../../lib/dashboard/collections.ts";
import { CollectionItem } from "./collection-item.tsx";
import { CollectionsFrame } from "./collections-frame.tsx";
import { useAdminCollections } from "./use-admin-collections.ts";

/** The collections page. */
export function CollectionsPage() {
  const client = useAdminClient();
  const create = (name: string) => createCollection(client, name);
  const card = (collection: Collection) => <CollectionItem collection={collection} />;
  return <CollectionsFrame list={useAdminCollections()} create={create} errorRoot="collection" card={card} />;
}
