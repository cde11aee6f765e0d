import { describe, expect, it } from 'vitest';
import { safeMemberRedirect } from './safe-redirect';

describe('safeMemberRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeMemberRedirect('/academy/course/abc?lesson=1')).toBe('/academy/course/abc?lesson=1');
    expect(safeMemberRedirect('/dashboard/achievements')).toBe('/dashboard/achievements');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const target of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/login?redirect=/x', '/reset-password?token=a']) {
      expect(safeMemberRedirect(target)).toBe('/dashboard');
    }
  });
});
