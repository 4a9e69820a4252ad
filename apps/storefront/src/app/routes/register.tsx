/** The registration route. */
import { RegisterPage } from "../../pages/register-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Create an account");

export default RegisterPage;
