/** The dev panel route (development builds only: the production build leaves it out). */
import { DevPanelPage } from "../../pages/dev-panel-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Dev panel");

export default DevPanelPage;
