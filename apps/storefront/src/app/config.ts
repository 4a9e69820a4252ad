/**
 * The storefront's settings, read from Vite's env at build time: the API origin (the emulator by
 * default) and the headless project's OAuth client id.
 */

/** Where the API lives: `VITE_VITRINE_API_URL`, default the local emulator. */
export const API_URL: string = import.meta.env.VITE_VITRINE_API_URL || "http://localhost:4000";

/** The OAuth client the visitor tokens are for: `VITE_VITRINE_CLIENT_ID`. */
export const CLIENT_ID: string = import.meta.env.VITE_VITRINE_CLIENT_ID || "vitrine-demo-client";
