/**
 * The event types of the provider's inventory events, which both catalogues record (v1 from the
 * difference between two product documents, v3 from its inventory items) and delivery names.
 */

/** The event type of a change to an inventory item itself (tracking, pre-order settings). */
export const INVENTORY_ITEM_CHANGED = "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged";

/** The event type of a change to some variants' stock. */
export const INVENTORY_VARIANTS_CHANGED = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";
