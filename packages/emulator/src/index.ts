/** @vitrine/emulator: the local server of the provider's protocol. */
export const EMULATOR_VERSION = "0.1.0";
