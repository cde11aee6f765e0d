import { describe, expect, it } from 'vitest';
import { DESIGN_HEIGHT, MIN_DESIGN_WIDTH, approach, candyRadius, computeLayout, easeInOut, slotX } from './layout';

describe('scene layout', () => {
  it('fits the design height on a wide canvas and shows more of the queue', () => {
    const layout = computeLayout(1280, 400);
    expect(layout.scale).toBe(1);
    expect(layout.height).toBe(DESIGN_HEIGHT);
    expect(layout.width).toBe(1280);
    expect(layout.visibleSlots).toBe(10);
    expect(slotX(layout.visibleSlots - 1)).toBeLessThan(layout.width - 36);
  });

  it('fits the minimum width on a narrow phone canvas and grows taller instead', () => {
    const layout = computeLayout(390, 330);
    expect(layout.width).toBeCloseTo(MIN_DESIGN_WIDTH);
    expect(layout.scale).toBeCloseTo(390 / MIN_DESIGN_WIDTH);
    expect(layout.height).toBeGreaterThan(DESIGN_HEIGHT);
    expect(layout.visibleSlots).toBe(2);
  });

  it('scales with the device: twice the pixels, twice the scale, same scene', () => {
    const a = computeLayout(800, 300);
    const b = computeLayout(1600, 600);
    expect(b.scale).toBeCloseTo(a.scale * 2);
    expect(b.width).toBeCloseTo(a.width);
  });

  it('survives a zero-sized box', () => {
    expect(Number.isFinite(computeLayout(0, 0).scale)).toBe(true);
  });
});

describe('animation helpers', () => {
  it('approach moves toward the target independent of frame rate', () => {
    const oneBig = approach(0, 100, 32);
    const twoSmall = approach(approach(0, 100, 16), 100, 16);
    expect(oneBig).toBeCloseTo(twoSmall);
    expect(approach(0, 100, 10_000)).toBeCloseTo(100);
  });

  it('eases from 0 to 1 and grows the candy with the spin', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(candyRadius(0)).toBeLessThan(candyRadius(0.5));
    expect(candyRadius(2)).toBe(candyRadius(1));
  });
});
