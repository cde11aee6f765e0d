import type { AccessTable } from './types';

// One row per procedure of the shop domain. A procedure without a row fails the authorization test.
export const shopAccess: AccessTable = {
  'shop.product': 'public',
  'shop.products': 'public',
};
