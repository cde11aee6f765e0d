import { describe, expect, it } from 'vitest';
import { catalogueView } from './catalogue-view';

const product = (name: string, description: string, priceCents: number | null, sizes: number[] = []) => ({
  name,
  description,
  hasVariants: sizes.length > 0,
  priceCents,
  variants: sizes.map((p) => ({ priceCents: p })),
});
const LIST = [
  product('Cool Blue Mint Fluff', 'Fresh mint', 900),
  product('Classic Pink Vanilla', 'Where it all started', null, [1200, 2000]),
  product('Crème Brûlée Cone', 'Caramel top', 450),
];

describe('the shop’s search and sort', () => {
  it('finds every word in the name or description, ignoring case and accents', () => {
    expect(catalogueView(LIST, 'MINT', undefined).map((p) => p.name)).toEqual(['Cool Blue Mint Fluff']);
    expect(catalogueView(LIST, 'creme caramel', undefined).map((p) => p.name)).toEqual(['Crème Brûlée Cone']);
    expect(catalogueView(LIST, 'mint caramel', undefined)).toEqual([]);
    expect(catalogueView(LIST, '  ', undefined)).toHaveLength(3);
  });

  it('sorts by price (a sized product by its cheapest size) or by name; newest keeps the server’s order', () => {
    expect(catalogueView(LIST, undefined, 'price-low').map((p) => p.name)).toEqual(['Crème Brûlée Cone', 'Cool Blue Mint Fluff', 'Classic Pink Vanilla']);
    expect(catalogueView(LIST, undefined, 'price-high').map((p) => p.name)).toEqual(['Classic Pink Vanilla', 'Cool Blue Mint Fluff', 'Crème Brûlée Cone']);
    expect(catalogueView(LIST, undefined, 'name').map((p) => p.name)).toEqual(['Classic Pink Vanilla', 'Cool Blue Mint Fluff', 'Crème Brûlée Cone']);
    expect(catalogueView(LIST, undefined, 'newest')).toEqual(LIST);
  });
});
