/** The cart route: the cart page (the shopper's cart is read by the browser). */
import { CartPage } from "../../pages/cart-page.tsx";
import { pageMeta } from "../page-meta.ts";

/** The page's title. */
export const meta = () => pageMeta("Cart");

export default CartPage;
