import { describe, expect, it } from 'vitest';
import { canOpenScreen, isStaff } from './admin-access';

describe('back-office screens by role', () => {
  it('admits a moderator to fundraiser moderation and the inbox only', () => {
    expect(isStaff(['moderator'])).toBe(true);
    expect(canOpenScreen(['moderator'], '/admin/fundraiser')).toBe(true);
    expect(canOpenScreen(['moderator'], '/admin/inbox')).toBe(true);
    for (const path of ['/admin', '/admin/', '/admin/orders', '/admin/users', '/admin/fundraiser-x', '/admin/settings']) {
      expect(canOpenScreen(['moderator', 'user'], path)).toBe(false);
    }
  });

  it('admits an admin everywhere and a member nowhere', () => {
    expect(canOpenScreen(['admin'], '/admin/settings')).toBe(true);
    expect(isStaff(['user'])).toBe(false);
    expect(canOpenScreen(['user'], '/admin/inbox')).toBe(false);
  });
});
