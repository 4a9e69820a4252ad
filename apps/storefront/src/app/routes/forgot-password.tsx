/** The password reset route. */
import { ForgotPasswordPage } from "../../pages/forgot-password-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Reset your password");

export default ForgotPasswordPage;
