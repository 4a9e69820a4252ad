/**
 * The demo OAuth client id the test emulator knows. Apart from the global setup, so the test
 * files (in happy-dom) do not load the emulator's modules, which are meant for Node.
 */
export const DEMO_CLIENT_ID = "vitrine-demo-client";
