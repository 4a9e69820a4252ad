/** The route the hosted sign-in returns to. */
import { AuthCallbackPage } from "../../pages/auth-callback-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Signing in");

export default AuthCallbackPage;
