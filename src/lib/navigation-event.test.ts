import { describe, expect, it } from 'vitest';
import { pageNameFromPath } from './navigation-event';

describe('pageNameFromPath', () => {
  it('names the root Home', () => {
    expect(pageNameFromPath('/')).toBe('Home');
  });
  it('title-cases the first segment', () => {
    expect(pageNameFromPath('/fluff-fundraiser')).toBe('Fluff Fundraiser');
    expect(pageNameFromPath('/featured-kids')).toBe('Featured Kids');
    expect(pageNameFromPath('/blog/blog1')).toBe('Blog');
  });
});
