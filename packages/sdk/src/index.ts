/** @vitrine/sdk: the client layer's main entry. */
export const VERSION = "0.1.0";
