import type { AccessTable } from './types';

// One row per procedure of the blog domain. A procedure without a row fails the authorization test.
export const blogAccess: AccessTable = {
  'blog.list': 'public',
  'blog.post': 'public',
  'blog.likeStatus': 'public',
  'blog.like': 'public',
};
