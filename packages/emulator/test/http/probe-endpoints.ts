/**
 * Test-only endpoints, registered with `createApp({ extraEndpoints })`, that
 * answer with what the HTTP layer handed them: one per access level, plus one
 * that fails on purpose and one that has a bug.
 */
import { type Access, type Endpoint, type EndpointInput, notFound } from "@vitrine/emulator";

const echo = async ({ payload, principal, requestId }: EndpointInput) => ({ payload, principal, requestId });

/** GET `/probe/{access}` (and a write at POST `/probe/write`) echoing the payload and principal. */
export const accessProbes: Endpoint[] = (["public", "read", "member"] as Access[]).map((access) => ({
  method: "GET" as const,
  path: `/probe/${access}`,
  access,
  handle: echo,
}));

/** All probe endpoints. */
export const probeEndpoints: Endpoint[] = [
  ...accessProbes,
  { method: "POST", path: "/probe/write", access: "write", handle: echo },
  { method: "GET", path: "/probe/items/{item.id}", access: "public", handle: echo },
  { method: "PATCH", path: "/probe/products/{product.id}", access: "public", handle: echo },
  { method: "DELETE", path: "/probe/products/{id}", access: "public", handle: echo },
  {
    method: "GET",
    path: "/probe/missing",
    access: "public",
    handle: async () => {
      throw notFound("PRODUCT_NOT_FOUND", "Product p1 not found");
    },
  },
  {
    method: "GET",
    path: "/probe/bug",
    access: "public",
    handle: async () => {
      throw new Error("secret internal detail");
    },
  },
];
