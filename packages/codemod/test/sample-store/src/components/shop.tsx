/** The sample store's page: the shelf, the cart, a checkout button and a sign-in link. */
import { useEffect, useState } from "react";
import { addToCart } from "../cart.ts";
import { listProducts, type ProductCard } from "../catalog.ts";
import { checkoutUrl } from "../checkout.ts";
import { startSignIn } from "../sign-in.ts";
import type { StoreClient } from "../store-client.ts";
import { CartLines } from "./cart-lines.tsx";
import { ProductList } from "./product-list.tsx";

/** Props of {@link Shop}. */
export interface ShopProps {
  client: StoreClient;
  /** The page's origin: where the hosted pages send the shopper back. */
  origin: string;
}

/** The whole store on one page. */
export function Shop({ client, origin }: ShopProps) {
  const [products, setProducts] = useState<ProductCard[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    listProducts(client, 10).then(setProducts, () => setProducts([]));
  }, [client]);
  const add = async (product: ProductCard) => {
    await addToCart(client, product.id, {});
    setVersion((v) => v + 1);
  };
  const pay = async () => {
    window.location.href = await checkoutUrl(client, origin);
  };
  const signIn = async () => {
    const { authUrl, data } = await startSignIn(client, `${origin}/callback`, window.location.href);
    sessionStorage.setItem("oauth", JSON.stringify(data));
    window.location.href = authUrl;
  };
  return (
    <main>
      <ProductList products={products} onAdd={add} />
      <CartLines client={client} version={version} />
      <button type="button" onClick={pay}>
        Checkout
      </button>
      <button type="button" onClick={signIn}>
        Sign in
      </button>
    </main>
  );
}
