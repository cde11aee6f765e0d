import type { AccessTable } from './types';

// One row per procedure of the admin domain. A procedure without a row fails the authorization test.
export const adminAccess: AccessTable = {
  'admin.dashboard.stats': 'admin',
  'admin.users.list': 'admin', 'admin.users.create': 'admin', 'admin.users.assignRole': 'admin', 'admin.users.removeRole': 'admin', 'admin.users.delete': 'admin',
  'admin.courses.list': 'admin', 'admin.courses.options': 'admin', 'admin.courses.create': 'admin', 'admin.courses.update': 'admin', 'admin.courses.delete': 'admin',
  'admin.lessons.list': 'admin', 'admin.lessons.create': 'admin', 'admin.lessons.update': 'admin', 'admin.lessons.delete': 'admin',
  'admin.analytics.overview': 'admin',
  'admin.settings.get': 'admin', 'admin.settings.update': 'admin',
  'admin.audit.list': 'admin',
  'admin.mail.list': 'admin', 'admin.mail.resend': 'admin',
  'admin.orders.list': 'admin', 'admin.orders.get': 'admin', 'admin.orders.setStatus': 'admin',
  'admin.products.list': 'admin', 'admin.products.create': 'admin', 'admin.products.update': 'admin', 'admin.products.delete': 'admin',
  'admin.events.list': 'admin', 'admin.events.create': 'admin', 'admin.events.update': 'admin', 'admin.events.delete': 'admin',
  'admin.featuredKids.list': 'admin', 'admin.featuredKids.create': 'admin', 'admin.featuredKids.update': 'admin', 'admin.featuredKids.delete': 'admin',
  'admin.instagram.list': 'admin', 'admin.instagram.create': 'admin', 'admin.instagram.update': 'admin', 'admin.instagram.delete': 'admin',
  'admin.blog.list': 'admin', 'admin.blog.create': 'admin', 'admin.blog.update': 'admin', 'admin.blog.setPublished': 'admin', 'admin.blog.delete': 'admin',
  'admin.inbox.list': 'admin', 'admin.inbox.get': 'admin', 'admin.inbox.setStatus': 'admin', 'admin.inbox.exportCsv': 'admin', 'admin.inbox.exportOrdersCsv': 'admin',
  'admin.fundraiser.registrations': 'admin', 'admin.fundraiser.approve': 'admin', 'admin.fundraiser.decline': 'admin',
  'admin.fundraiser.stands': 'admin', 'admin.fundraiser.groups': 'admin', 'admin.fundraiser.setGroupShare': 'admin',
  'admin.fundraiser.moderation': 'admin', 'admin.fundraiser.moderate': 'admin',
  'admin.fundraiser.awardPoints': 'admin', 'admin.fundraiser.removeStand': 'admin',
  'admin.fundraiser.markPayout': 'admin', 'admin.fundraiser.exportGroupsCsv': 'admin',
  'admin.fundraiser.videoQueue': 'admin', 'admin.fundraiser.moderateVideo': 'admin',
};
