/** One order line's stock change: the variant and how many units it takes or gives back. */

/** Units of one variant an order line takes or gives back. */
export interface StockMove {
  lineItemId: string;
  productId: string;
  variantId: string;
  quantity: number;
}

/** Which way a move goes: `-1` takes units (an order), `1` gives them back (a cancellation with restock). */
export type StockDirection = -1 | 1;
