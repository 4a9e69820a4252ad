/** The member's account route (the member is read by the browser). */
import { AccountPage } from "../../pages/account-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Your account");

export default AccountPage;
