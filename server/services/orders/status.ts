import type { OrderStatus, StaffOrderStatus } from '../../db/schema';

export type Fulfilment = 'pickup' | 'delivery';

/**
 * Where staff may move an order next: received → preparing → ready → (out for delivery, for delivery orders) →
 * completed, and cancelled from any status that is not final. A card order awaiting its payment is the card
 * processor's to move (paid, or expired), so staff cannot start or cancel it meanwhile.
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): StaffOrderStatus[] {
  switch (status) {
    case 'awaiting_payment':
    case 'payment_expired':
      return [];
    case 'received':
      return ['preparing', 'cancelled'];
    case 'preparing':
      return ['ready', 'cancelled'];
    case 'ready':
      return fulfilment === 'delivery' ? ['out_for_delivery', 'cancelled'] : ['completed', 'cancelled'];
    case 'out_for_delivery':
      return ['completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return [];
  }
}

/** The steps an order normally goes through once placed (or paid), for the customer's timeline. */
export function statusPath(fulfilment: Fulfilment): OrderStatus[] {
  return fulfilment === 'delivery' ? ['received', 'preparing', 'ready', 'out_for_delivery', 'completed'] : ['received', 'preparing', 'ready', 'completed'];
}
