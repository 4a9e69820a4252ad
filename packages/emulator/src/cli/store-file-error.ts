/** The failure of a store file that cannot be loaded (`start --seed-file`). */

/** A store file that cannot be loaded; the message says where it is wrong. */
export class StoreFileError extends Error {}
