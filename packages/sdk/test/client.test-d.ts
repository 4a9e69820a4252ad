import { describe, expectTypeOf, it } from "vitest";
import {
  ApiKeyStrategy,
  type AuthStrategy,
  type Client,
  createClient,
  defineCall,
  defineMethod,
  type GraphQLResult,
  graphql,
} from "../src/index.ts";

interface Product {
  id: string;
  createdDate: Date;
}

const getProduct = defineCall({
  method: "GET",
  path: "/stores-reader/v1/products/{id}",
  request: (id: string, options: { includeMerchantSpecificData?: boolean } = {}) => ({
    query: { id, ...options },
  }),
  response: (wire: { product: Product }) => wire.product,
});
const deleteProduct = defineCall({
  method: "DELETE",
  path: "/stores/v1/products/{id}",
  request: (id: string) => ({ query: { id } }),
});
const builder = defineMethod((context) => (name: string) => ({
  name,
  run: () => context.request<number>({ method: "GET", path: "/" }),
}));

describe("createClient types", () => {
  const auth = ApiKeyStrategy({ apiKey: "k", siteId: "s" });
  const client = createClient({
    modules: { products: { getProduct, deleteProduct, builder }, graphql },
    auth,
  });

  it("binds call arguments and results", () => {
    expectTypeOf(client.products.getProduct).parameters.toEqualTypeOf<
      [id: string, options?: { includeMerchantSpecificData?: boolean }]
    >();
    expectTypeOf(client.products.getProduct).returns.toEqualTypeOf<Promise<Product>>();
    expectTypeOf(client.products.deleteProduct).returns.toEqualTypeOf<Promise<unknown>>();
    expectTypeOf(client.products.builder("x").run).returns.toEqualTypeOf<Promise<number>>();
    expectTypeOf(client.graphql<{ n: number }>("{ n }")).toEqualTypeOf<
      Promise<GraphQLResult<{ n: number }>>
    >();
    expectTypeOf(client.auth).toEqualTypeOf<AuthStrategy>();
  });

  it("rejects wrong arguments and unknown members", () => {
    // @ts-expect-error: the id is a string
    client.products.getProduct(1);
    // @ts-expect-error: no such call
    client.products.queryProducts();
    // @ts-expect-error: no such module
    client.orders;
    const other = createClient({ modules: { products: { getProduct } } });
    // @ts-expect-error: modules are read-only
    client.products = other.products;
  });

  it("keeps types through extend and rejects reserved module names", () => {
    expectTypeOf(client.extend({ timeoutMs: 1 })).toEqualTypeOf<typeof client>();
    expectTypeOf(client).toExtend<Client<{ products: { getProduct: typeof getProduct } }, AuthStrategy>>();
    // @ts-expect-error: `auth` is the client's own member
    createClient({ modules: { auth: { getProduct } } });
    // @ts-expect-error: modules are required
    createClient({ auth });
  });
});
