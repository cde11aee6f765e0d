import type { AccessTable } from './types';

// One row per procedure of the content domain. A procedure without a row fails the authorization test.
export const contentAccess: AccessTable = {
};
