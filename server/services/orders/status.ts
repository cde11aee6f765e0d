import type { OrderStatus } from '../../db/schema';

export type Fulfilment = 'pickup' | 'delivery';

/**
 * Where an order may go next: received → preparing → ready → (out for delivery, for delivery orders) → completed,
 * and cancelled from any status that is not final.
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  switch (status) {
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

/** The steps an order normally goes through, for the customer's timeline. */
export function statusPath(fulfilment: Fulfilment): OrderStatus[] {
  return fulfilment === 'delivery' ? ['received', 'preparing', 'ready', 'out_for_delivery', 'completed'] : ['received', 'preparing', 'ready', 'completed'];
}
