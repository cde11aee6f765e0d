import { describe, expect, it } from 'vitest';
import { labelBox, overlaps, pinBox, placeLabels } from './map-labels';

const downtown = { x: 400, y: 300, text: 'Downtown', fontSize: 17 };

describe('placeLabels', () => {
  it('leaves a name where it is when no pin is near', () => {
    expect(placeLabels([downtown], [{ x: 100, y: 100 }], 36)).toEqual([{ x: 400, y: 300 }]);
  });

  it('moves a name a pin would cover to a spot no pin covers', () => {
    const pin = { x: 400, y: 305 };
    expect(overlaps(labelBox(downtown), pinBox(pin, 36))).toBe(true);
    const [at] = placeLabels([downtown], [pin], 36);
    expect(at).not.toBeNull();
    expect(at).not.toEqual({ x: 400, y: 300 });
    expect(overlaps(labelBox(downtown, at!), pinBox(pin, 36))).toBe(false);
  });

  it('leaves a name out when pins cover every spot around it', () => {
    const pins = [];
    for (let x = 250; x <= 550; x += 30) for (let y = 220; y <= 400; y += 30) pins.push({ x, y });
    expect(placeLabels([downtown], pins, 36)).toEqual([null]);
  });
});
