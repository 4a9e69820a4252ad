/** The email verification route. */
import { VerifyEmailPage } from "../../pages/verify-email-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Verify your email");

export default VerifyEmailPage;
