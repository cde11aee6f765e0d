import type { AccessTable } from './types';

// One row per procedure of the content domain. A procedure without a row fails the authorization test.
export const contentAccess: AccessTable = {
  'content.home': 'public',
  'content.events': 'public',
  'content.featuredKids': 'public',
  'content.packages': 'public',
  'content.testimonials': 'public',
  'content.settings': 'public',
  'content.contactFaq': 'public',
};
