import { describe, expect, it } from 'vitest';
import { isPrivatePage, privatePagePrefixes } from './private-pages';

describe('private pages', () => {
  it('takes in a page, its parameter segment, and everything below a page marked so', () => {
    for (const path of ['/cart', '/order/DRP-7K3M9Q', '/admin', '/admin/orders', '/admin/login', '/dashboard/orders/DRP-1', '/newsletter/unsubscribe']) {
      expect(isPrivatePage(path), path).toBe(true);
    }
    for (const path of ['/', '/shop', '/order', '/order/a/b', '/cartoons', '/newsletter', '/fluff-fundraiser', '/fluff-fundraiser/stands/ava']) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });

  it('gives robots.txt the fixed start of each', () => {
    expect(privatePagePrefixes()).toEqual(expect.arrayContaining(['/admin', '/dashboard', '/order/', '/newsletter/unsubscribe', '/fluff-fundraiser/rate']));
  });
});
