/** The sample store's webhook endpoint: the provider's signed product events, verified. */
import { AppStrategy, createClient } from "@wix/sdk";
import { productsV3 } from "@wix/stores";

/** Called with the id of each product changed and the event's slug (`updated`). */
export type ProductChanged = (productId: string, slug: string) => void;

/** A handler of webhook bodies signed with the key whose public half is `publicKey` (PEM). */
export function productWebhooks(publicKey: string, onProductChanged: ProductChanged) {
  const client = createClient({
    auth: AppStrategy({ appId: "sample-store", publicKey }),
    modules: { productsV3 },
  });
  client.productsV3.onProductUpdated((event) => {
    onProductChanged(event.entity._id ?? "", event.metadata.slug ?? "");
  });
  return async (body: string): Promise<void> => {
    await client.webhooks.process(body);
  };
}
