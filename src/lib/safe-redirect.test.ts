import { describe, expect, it } from 'vitest';
import { safeAdminRedirect, safeMemberRedirect } from './safe-redirect';

describe('safeAdminRedirect', () => {
  it('keeps a back-office path with its query and hash', () => {
    expect(safeAdminRedirect('/admin/courses')).toBe('/admin/courses');
    expect(safeAdminRedirect('/admin/lessons?course=abc')).toBe('/admin/lessons?course=abc');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin#top')).toBe('/admin#top');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const target of [
      undefined,
      '',
      '/',
      '/shop',
      'https://evil.example/admin',
      '//evil.example',
      '/administrator',
      '/admin.evil',
      '/admin/login?redirect=/admin',
      '/admin/\\evil',
      'javascript:alert(1)',
    ]) {
      expect(safeAdminRedirect(target)).toBe('/admin');
    }
  });
});

describe('safeMemberRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeMemberRedirect('/academy/course/abc?lesson=1')).toBe('/academy/course/abc?lesson=1');
    expect(safeMemberRedirect('/dashboard/achievements')).toBe('/dashboard/achievements');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/x',
      '/reset-password?token=a',
    ]) {
      expect(safeMemberRedirect(target)).toBe('/dashboard');
    }
  });
});
