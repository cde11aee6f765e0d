import { describe, expect, it } from 'vitest';
import { ExplorationCounter, type PageVisit } from './exploration-counter';

describe('exploration counter', () => {
  it('pays neither the landing page nor the home page, each other page once a visit, and drops a duplicate within 2 s', () => {
    let time = 0;
    const counter = new ExplorationCounter(() => time);
    const target = new EventTarget();
    counter.listen(target as unknown as Window);
    const navigate = (page: string, after: number) => {
      time += after;
      target.dispatchEvent(new CustomEvent('drip-navigation', { detail: { page, path: `/${page.toLowerCase()}` } }));
    };
    navigate('Blog', 0);
    navigate('Shop', 300);
    navigate('Shop', 5000);
    navigate('Home', 5000);
    navigate('Events', 5000);
    expect(counter.waitingCoins).toBe(4);
    const paid: PageVisit[] = [];
    counter.attach((visit) => paid.push(visit));
    expect(paid).toEqual([
      { page: 'Shop', path: '/shop' },
      { page: 'Events', path: '/events' },
    ]);
    expect(counter.waitingCoins).toBe(0);
    navigate('About', 2500);
    navigate('About', 100);
    navigate('Blog', 2500);
    navigate('Shop', 2500);
    expect(paid.map((visit) => visit.page)).toEqual(['Shop', 'Events', 'About']);
  });
});
