/**
 * The header's cart link with the number of items in the cart (none shown while the cart is
 * empty or unknown). Its accessible name says the count ("Cart, 3 items"). A visitor who never
 * made a cart is not asked for one (`useCart`'s rule, with the shop client's cart storage).
 */
import { cartItemCount, useCart } from "@vitrine/react";
import { NavLink } from "react-router";
import { paths } from "../../app/paths.ts";

/** The cart link and item count. */
export function CartBadge() {
  const { data: cart } = useCart();
  const count = cartItemCount(cart);
  return (
    <NavLink to={paths.cart} className="cart-badge" data-testid="cart-badge">
      Cart
      {count > 0 ? (
        <span className="cart-badge__count" data-testid="cart-count">
          <span className="visually-hidden">, </span>
          {count}
          <span className="visually-hidden">{count === 1 ? " item" : " items"}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
