import { describe, expect, it } from 'vitest';
import { canonicalPageQuery } from './page-search';

describe('canonicalPageQuery', () => {
  it('keeps only the parameters a page reads, with values it accepts, in a fixed order', () => {
    expect(canonicalPageQuery('/shop', 'category=games')).toBe('?category=games');
    expect(canonicalPageQuery('/shop', 'utm_source=mail&category=games&x=1')).toBe('?category=games');
    expect(canonicalPageQuery('/shop', 'category=made-up')).toBe('');
    expect(canonicalPageQuery('/shop', 'random=123')).toBe('');
    expect(canonicalPageQuery('/fluff-fundraiser/leaderboard', 'page=2&sort=total')).toBe(
      canonicalPageQuery('/fluff-fundraiser/leaderboard', 'sort=total&page=2'),
    );
    expect(canonicalPageQuery('/fluff-fundraiser/leaderboard', 'sort=total&page=2')).toBe('?page=2&sort=total');
    expect(canonicalPageQuery('/fluff-fundraiser/leaderboard', 'page=0')).toBe('');
  });

  it('reads values as the browser router does, so a quoted value is the same page as a bare one', () => {
    expect(canonicalPageQuery('/shop', 'category=%22games%22')).toBe('?category=games');
    expect(canonicalPageQuery('/events', 'view=map')).toBe('?view=map');
  });

  it('drops every parameter of a page that reads none', () => {
    expect(canonicalPageQuery('/about', 'category=games')).toBe('');
    expect(canonicalPageQuery('/blog/blog1', 'x=1')).toBe('');
  });
});
