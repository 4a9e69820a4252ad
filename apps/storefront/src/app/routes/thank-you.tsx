/** The thank-you route: where the hosted checkout returns after an order. */
import { ThankYouPage } from "../../pages/thank-you-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Thank you");

export default ThankYouPage;
