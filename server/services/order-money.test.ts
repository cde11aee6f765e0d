import { describe, expect, it } from 'vitest';
import { basisPointsLabel, moneyRows } from '@shared/money-lines';
import { percentToBasisPoints } from '@shared/schemas/shop-money';
import { codeCentsFor, taxCentsFor, tipCentsFor } from './order-money';

describe('money line rounding: once, to the nearest cent, halves up', () => {
  it('takes tax at a rate in basis points', () => {
    expect(taxCentsFor(3745, 890)).toBe(333); // 333.305
    expect(taxCentsFor(1000, 875)).toBe(88); // 87.5 → 88
    expect(taxCentsFor(0, 890)).toBe(0);
    expect(taxCentsFor(3745, 0)).toBe(0);
  });

  it('reads a rate with two decimals without floating-point drift', () => {
    expect(percentToBasisPoints(8.9)).toBe(890);
    expect(percentToBasisPoints(7.75)).toBe(775);
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(basisPointsLabel(890)).toBe('8.9%');
    expect(basisPointsLabel(400)).toBe('4%');
    expect(basisPointsLabel(775)).toBe('7.75%');
  });

  it('takes a tip and a code as the member discount is rounded, an amount code never past the subtotal', () => {
    expect(tipCentsFor(3745, { kind: 'percent', percent: 15 })).toBe(562);
    expect(tipCentsFor(3745, { kind: 'amount', cents: 250 })).toBe(250);
    expect(tipCentsFor(3745, { kind: 'none' })).toBe(0);
    expect(codeCentsFor({ kind: 'percent', value: 10 }, 3745)).toBe(375);
    expect(codeCentsFor({ kind: 'amount', value: 5000 }, 3745)).toBe(3745);
  });

  it('names the lines in the order they add up, leaving out the ones that are zero', () => {
    const rows = moneyRows({
      subtotalCents: 3745,
      discountPercent: 0,
      discountCents: 0,
      discountCode: 'SWEET10',
      codeDiscountCents: 375,
      taxRateBasisPoints: 400,
      taxCents: 135,
      tipCents: 0,
      totalCents: 3505,
    });
    expect(rows.map((row) => `${row.label}: ${row.text}`)).toEqual(['Subtotal: $37.45', 'Code SWEET10: -$3.75', 'Sales tax (4%): $1.35', 'Total: $35.05']);
  });
});
