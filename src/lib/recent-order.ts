// The order this tab just placed. Reading an order needs its number and the buyer's email, so the confirmation
// page keeps both for this tab (sessionStorage): a reload still shows the order, another browser asks for the email.

const KEY = 'drip-recent-orders';
type RecentOrder = { orderNumber: string; email: string };

function readAll(): RecentOrder[] {
  try {
    const data: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(data)
      ? data.filter((o): o is RecentOrder => typeof o === 'object' && o !== null && typeof o.orderNumber === 'string' && typeof o.email === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberRecentOrder(order: RecentOrder) {
  try {
    const others = readAll().filter((o) => o.orderNumber !== order.orderNumber);
    window.sessionStorage.setItem(KEY, JSON.stringify([order, ...others].slice(0, 5)));
  } catch {
    // Without storage the confirmation still shows from memory until the tab is reloaded.
  }
}

export function recentOrderEmail(orderNumber: string): string | undefined {
  return readAll().find((o) => o.orderNumber === orderNumber.toUpperCase())?.email;
}

/** The query cache entry of an order looked up by number (the confirmation and tracking pages share it). */
export const recentOrderQueryKey = (orderNumber: string) => ['order', orderNumber.toUpperCase()] as const;

// A card order leaves the cart full while the buyer pays on Stripe's page (a cancelled payment comes back to it);
// the order's page empties it once, when it sees that order paid.
const CARD_CART_KEY = 'drip-card-order-cart';

export function rememberCartAwaitsCardPayment(orderNumber: string) {
  try {
    window.sessionStorage.setItem(CARD_CART_KEY, orderNumber.toUpperCase());
  } catch {
    // Without storage the cart stays after paying; the buyer can empty it.
  }
}

/** True once for the card order the cart was placed as (then forgotten, so a reload never empties a new cart). */
export function takeCartPaidByCard(orderNumber: string): boolean {
  try {
    if (window.sessionStorage.getItem(CARD_CART_KEY) !== orderNumber.toUpperCase()) return false;
    window.sessionStorage.removeItem(CARD_CART_KEY);
    return true;
  } catch {
    return false;
  }
}
