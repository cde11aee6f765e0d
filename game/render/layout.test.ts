import { describe, expect, it } from 'vitest';
import { DESIGN_HEIGHT, MIN_DESIGN_WIDTH, approach, candyRadius, computeLayout, easeInOut, slotX } from './layout';

describe('scene layout', () => {
  it('fits the design height on a wide canvas and shows more of the queue', () => {
    const layout = computeLayout(1280, 430);
    expect(layout.scale).toBeCloseTo(430 / DESIGN_HEIGHT);
    expect(layout.height).toBeCloseTo(DESIGN_HEIGHT);
    expect(layout.top).toBe(0);
    expect(layout.compact).toBe(false);
    expect(layout.visibleSlots).toBe(7);
    expect(slotX(layout, layout.visibleSlots - 1)).toBeLessThan(layout.width - 36);
  });

  it('fits the minimum width on a narrow phone canvas: compact stand, three customers in view', () => {
    const layout = computeLayout(390, 330);
    expect(layout.width).toBeCloseTo(MIN_DESIGN_WIDTH);
    expect(layout.scale).toBeCloseTo(390 / MIN_DESIGN_WIDTH);
    expect(layout.compact).toBe(true);
    expect(layout.height).toBeGreaterThan(DESIGN_HEIGHT);
    expect(layout.visibleSlots).toBe(3);
    expect(slotX(layout, layout.visibleSlots - 1) + 24).toBeLessThan(layout.width);
  });

  it('keeps every tap target at least 44 CSS pixels and the jars apart, on a phone and on a desktop', () => {
    for (const [width, height] of [
      [390, 330],
      [1280, 430],
      [768, 400],
    ] as const) {
      const layout = computeLayout(width, height);
      expect(layout.minTap * layout.scale).toBeCloseTo(44);
      const { sugar, syrup, cones } = layout.jars;
      expect((syrup.x - sugar.x) * layout.scale).toBeGreaterThanOrEqual(44);
      expect((cones.x - syrup.x) * layout.scale).toBeGreaterThanOrEqual(44);
      // The spinner's tap area (60 units either side, scaled) does not reach over the syrup or the cones.
      const half = Math.max(60, layout.minTap / layout.spinner.scale / 2) * layout.spinner.scale;
      expect(layout.spinner.x - half).toBeGreaterThanOrEqual(syrup.x);
      expect(layout.spinner.x + half).toBeLessThanOrEqual(cones.x);
      expect(slotX(layout, 0)).toBeGreaterThan(layout.stand.right);
    }
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
