import type { OrderStatus } from '@shared/schemas/values';
import type { AdminBadgeVariant } from './admin-badge';

export { FULFILMENT_LABELS, ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';

export const ORDER_STATUS_BADGES: Record<OrderStatus, AdminBadgeVariant> = {
  awaiting_payment: 'muted',
  payment_expired: 'muted',
  received: 'warning',
  preparing: 'secondary',
  ready: 'default',
  out_for_delivery: 'default',
  completed: 'success',
  cancelled: 'muted',
};
