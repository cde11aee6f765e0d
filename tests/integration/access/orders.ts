import type { AccessTable } from './types';

// One row per procedure of the orders domain. A procedure without a row fails the authorization test.
export const ordersAccess: AccessTable = {
};
