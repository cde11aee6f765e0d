import type { AccessTable } from './types';

// One row per procedure of the account domain. A procedure without a row fails the authorization test.
export const accountAccess: AccessTable = {
  'account.me': 'public',
  'account.signIn': 'public',
  'account.signOut': 'member',
};
