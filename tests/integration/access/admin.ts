import type { AccessTable } from './types';

// One row per procedure of the admin domain. A procedure without a row fails the authorization test.
export const adminAccess: AccessTable = {
  'admin.products.list': 'admin', 'admin.products.create': 'admin', 'admin.products.update': 'admin', 'admin.products.delete': 'admin',
  'admin.events.list': 'admin', 'admin.events.create': 'admin', 'admin.events.update': 'admin', 'admin.events.delete': 'admin',
  'admin.featuredKids.list': 'admin', 'admin.featuredKids.create': 'admin', 'admin.featuredKids.update': 'admin', 'admin.featuredKids.delete': 'admin',
  'admin.blog.list': 'admin', 'admin.blog.create': 'admin', 'admin.blog.update': 'admin', 'admin.blog.setPublished': 'admin', 'admin.blog.delete': 'admin',
  'admin.inbox.list': 'admin', 'admin.inbox.get': 'admin', 'admin.inbox.setStatus': 'admin', 'admin.inbox.exportCsv': 'admin',
  'admin.orders.list': 'admin', 'admin.orders.get': 'admin', 'admin.orders.setStatus': 'admin',
};
