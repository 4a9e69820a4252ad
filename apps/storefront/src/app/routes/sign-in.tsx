/** The sign-in route. */
import { SignInPage } from "../../pages/sign-in-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Sign in");

export default SignInPage;
