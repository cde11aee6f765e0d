import { describe, expect, it } from 'vitest';
import { safeAdminRedirect } from './safe-redirect';

describe('safeAdminRedirect', () => {
  it('keeps a back-office path with its query and hash', () => {
    expect(safeAdminRedirect('/admin/courses')).toBe('/admin/courses');
    expect(safeAdminRedirect('/admin/lessons?course=abc')).toBe('/admin/lessons?course=abc');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin#top')).toBe('/admin#top');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const target of [undefined, '', '/', '/shop', 'https://evil.example/admin', '//evil.example', '/administrator', '/admin.evil', '/admin/login?redirect=/admin', '/admin/\\evil', 'javascript:alert(1)']) {
      expect(safeAdminRedirect(target)).toBe('/admin');
    }
  });
});
