import type { AccessTable } from './types';

// One row per procedure of the admin domain. A procedure without a row fails the authorization test.
export const adminAccess: AccessTable = {
  'admin.orders.list': 'admin', 'admin.orders.get': 'admin', 'admin.orders.setStatus': 'admin',
};
