import { describe, expect, it } from 'vitest';
import { ExplorationCounter } from './exploration-counter';

describe('exploration counter', () => {
  it('keeps navigations until the game attaches, then hands over each one, and drops a duplicate within 2 s', () => {
    let time = 0;
    const counter = new ExplorationCounter(() => time);
    const target = new EventTarget();
    counter.listen(target as unknown as Window);
    const navigate = (page: string, after: number) => {
      time += after;
      target.dispatchEvent(new CustomEvent('drip-navigation', { detail: { page, path: '/' } }));
    };
    navigate('Home', 0);
    navigate('Home', 300);
    navigate('Shop', 5000);
    expect(counter.waitingCoins).toBe(4);
    const paid: string[] = [];
    counter.attach((page) => paid.push(page));
    expect(paid).toEqual(['Home', 'Shop']);
    expect(counter.waitingCoins).toBe(0);
    navigate('Blog', 2500);
    navigate('Blog', 100);
    expect(paid).toEqual(['Home', 'Shop', 'Blog']);
  });
});
