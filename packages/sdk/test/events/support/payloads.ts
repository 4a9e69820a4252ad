/** Realistic wire payloads of the eleven events, as raw JSON (timestamps as ISO strings). */
import type { ProductV3 } from "@vitrine/sdk/catalog";
import type {
  CartAbandonedEvent,
  CartRecoveredEvent,
  InventoryVariantsChanged,
  RedirectSession,
  RibbonV3,
} from "@vitrine/sdk/events";

export const PRODUCT_ID = "9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const RIBBON_ID = "0f3e2d1c-4b5a-4968-8776-a5b4c3d2e1f0";
export const EVENT_TIME = "2025-03-14T09:26:53.589Z";

/** A v3 product as the wire carries it. */
export const product: ProductV3<string> = {
  id: PRODUCT_ID,
  revision: "3",
  createdDate: "2025-03-01T10:00:00.000Z",
  updatedDate: "2025-03-14T09:26:53.000Z",
  name: "Linen shirt",
  slug: "linen-shirt",
  url: { relativePath: "/product-page/linen-shirt", url: "https://shop.example/product-page/linen-shirt" },
  plainDescription: "<p>Breathable linen.</p>",
  visible: true,
  visibleInPos: true,
  media: { main: { id: "m1", url: "https://static.example/m1.jpg", image: { width: 800, height: 1000 } } },
  options: [
    {
      id: "opt-size",
      name: "Size",
      optionRenderType: "TEXT_CHOICES",
      choicesSettings: {
        choices: [
          { choiceId: "s", name: "S", choiceType: "CHOICE_TEXT", inStock: true, visible: true },
          { choiceId: "m", name: "M", choiceType: "CHOICE_TEXT", inStock: false, visible: true },
        ],
      },
    },
  ],
  ribbon: { id: RIBBON_ID, name: "Sale" },
  actualPriceRange: {
    minValue: { amount: "39.00", formattedAmount: "€39.00" },
    maxValue: { amount: "39.00" },
  },
  inventory: { availabilityStatus: "IN_STOCK", preorderStatus: "DISABLED" },
  productType: "PHYSICAL",
  physicalProperties: { shippingWeightRange: { minValue: 0.3, maxValue: 0.3 } },
  currency: "EUR",
  variantsInfo: {
    variants: [
      { id: "v-s", sku: "LIN-S", price: { actualPrice: { amount: "39.00" } } },
      { id: "v-m", sku: "LIN-M", price: { actualPrice: { amount: "39.00" } } },
    ],
  },
};

/** A v3 ribbon as the wire carries it. */
export const ribbon: RibbonV3<string> = {
  id: RIBBON_ID,
  name: "Sale",
  revision: "1",
  createdDate: "2025-02-01T08:00:00.000Z",
  updatedDate: "2025-02-02T08:00:00.000Z",
};

/** The domain-event fields every domain payload shares. */
export function domain(entityFqdn: string, slug: string, entityId: string, part: object) {
  return {
    id: `evt-${entityFqdn}-${slug}`,
    entityFqdn,
    slug,
    entityId,
    eventTime: EVENT_TIME,
    triggeredByAnonymizeRequest: false,
    ...part,
  };
}

export const cartAbandonedData: CartAbandonedEvent<string> = {
  cartId: "c0ffee00-1111-4222-8333-444455556666",
  creationTime: "2025-03-13T18:00:00.000Z",
  abandonTime: "2025-03-13T19:00:00.000Z",
  buyerInfo: {
    id: "6b5f2c1e-1f7c-4c39-9a53-0b0f2a1d7e11",
    identityType: "MEMBER",
    email: "ada@example.com",
    phone: null,
    firstName: "Ada",
    lastName: "Lovelace",
  },
  itemsCount: 2,
  totals: { subtotal: 78, total: 84.9, formattedTotal: "€84.90" },
  checkoutUrl: "https://shop.example/checkout?cartId=c0ffee00-1111-4222-8333-444455556666",
  status: "ABANDONED",
};

export const cartRecoveredData: CartRecoveredEvent<string> = {
  cartId: "c0ffee00-1111-4222-8333-444455556666",
  recoveredTime: "2025-03-14T08:00:00.000Z",
  creationTime: "2025-03-13T18:00:00.000Z",
  abandonedTime: "2025-03-13T19:00:00.000Z",
  status: "RECOVERED",
};

/** The wire form: `fieldMask` is the protobuf JSON mask, a comma-separated string. */
export const inventoryItemChangedData = {
  inventoryItemId: "inv-1",
  externalId: PRODUCT_ID,
  trackQuantity: true,
  preorderInfo: { enabled: true, message: "Ships in April", limit: 20 },
  updatedDate: "2025-03-14T09:00:00.000Z",
  fieldMask: "trackQuantity,preorderInfo.enabled",
};

export const inventoryVariantsChangedData: InventoryVariantsChanged<string> = {
  inventoryItemId: "inv-1",
  externalId: PRODUCT_ID,
  variants: [
    {
      id: "v-m",
      oldValue: { inStock: true, quantity: 1, availableForPreorder: false },
      newValue: { inStock: false, quantity: 0, availableForPreorder: true },
      changedBy: { reason: "ORDER" },
    },
  ],
};

export const redirectSession: RedirectSession = {
  id: "rs-1",
  fullUrl: "https://shop.example/checkout?checkoutId=ck1&token=t",
  urlDetails: { endpoint: "https://shop.example/checkout", searchParams: { checkoutId: "ck1", token: "t" } },
  sessionToken: "session-token-1",
  shortUrl: "https://wix.to/abc",
};
