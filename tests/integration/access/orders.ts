import type { AccessTable } from './types';

// One row per procedure of the orders domain (the shop's checkout, tracking and the member's saved cart).
// A procedure without a row fails the authorization test.
export const ordersAccess: AccessTable = {
  'orders.checkoutInfo': 'public',
  'orders.quote': 'public',
  'orders.fulfilmentOptions': 'public',
  'orders.place': 'public',
  'orders.track': 'public',
  'orders.cardReturn': 'public',
  'cart.get': 'member',
  'cart.add': 'member',
  'cart.setQuantity': 'member',
  'cart.remove': 'member',
  'cart.merge': 'member',
  'member.orders.list': 'member',
  'member.orders.detail': 'member',
  'member.orders.orderAgain': 'member',
  'member.orders.checkoutDetails': 'member',
};
