/**
 * The credentials every emulator started for tests knows: a merchant API key, the
 * site it belongs to, and an OAuth client with its browser origin.
 */

/** The API key every test emulator accepts (merchant credential, with header `wix-site-id: TEST_SITE_ID`). */
export const TEST_API_KEY = "test-api-key-0123456789";
/** The site id of every test emulator. */
export const TEST_SITE_ID = "test-site";
/** The OAuth client every test emulator knows (visitors and members). */
export const TEST_CLIENT_ID = "test-client";
/** The browser origin allowed for `TEST_CLIENT_ID` (CORS, sign-in frames). */
export const TEST_ORIGIN = "http://localhost:5173";
