import { describe, expect, it } from 'vitest';
import { blogPostInputSchema, slugFromTitle } from './admin-blog';

describe('slugFromTitle', () => {
  it('lowercases and turns whitespace runs into hyphens', () => {
    expect(slugFromTitle('Hello   World')).toBe('hello-world');
    expect(slugFromTitle('Sweet\tTreats\nToday')).toBe('sweet-treats-today');
  });

  it('removes characters other than word characters, whitespace and hyphens', () => {
    expect(slugFromTitle("Drip's Top 5 Flavors: Ranked!")).toBe('drips-top-5-flavors-ranked');
    expect(slugFromTitle('Crème brûlée & co.')).toBe('crme-brle-co');
    expect(slugFromTitle('keep_under-scores')).toBe('keep_under-scores');
  });

  it('keeps existing hyphens and edge whitespace the way the rule says', () => {
    expect(slugFromTitle('Pop-Up Events')).toBe('pop-up-events');
    expect(slugFromTitle(' Leading and trailing ')).toBe('-leading-and-trailing-');
  });

  it('gives a slug the schema accepts for an ordinary title', () => {
    const slug = slugFromTitle('Our Summer Festival Recap 2024');
    expect(blogPostInputSchema.shape.slug.safeParse(slug).success).toBe(true);
  });
});
