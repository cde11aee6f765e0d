import type { AccessTable } from './types';

// One row per procedure of the forms domain. A procedure without a row fails the authorization test.
export const formsAccess: AccessTable = {
  'forms.newsletter': 'public',
  'forms.unsubscribe': 'public',
  'forms.unsubscribeStatus': 'public',
  'forms.contact': 'public',
  'forms.booking': 'public',
  'forms.nomination': 'public',
};
