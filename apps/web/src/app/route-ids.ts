/** The id of the root route, under which the back-office, booking and queue routes are patched in. */
export const ROOT_ID = 'root';
/** The id of the cart/checkout/order layout route, under which the payment screens are patched in. */
export const ORDER_PAGES_ID = 'order-pages';
