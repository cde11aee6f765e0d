import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPES, FLAVOR_IDS } from '../engine';
import { flavorColors, lookFor } from './palette';

describe('customer looks', () => {
  it('varies customers of one type (shirt, hair, accessory) and keeps each one the same every time', () => {
    for (const type of CUSTOMER_TYPES) {
      const looks = Array.from({ length: 30 }, (_, i) => lookFor({ id: i + 1, type, arrivedAtStep: 40 * i, patienceSteps: 300, willingness_to_pay: 3 }));
      expect(new Set(looks.map((look) => look.shirt)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(looks.map((look) => `${look.hairStyle}/${look.hair}`)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(looks.map((look) => look.accessory)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(looks.map((look) => JSON.stringify(look))).size).toBeGreaterThanOrEqual(25);
    }
    const source = { id: 7, type: 'girl' as const, arrivedAtStep: 120, patienceSteps: 280, willingness_to_pay: 2 };
    expect(lookFor(source)).toEqual(lookFor({ ...source }));
  });
});

describe('wish bubbles', () => {
  it('tell every flavor apart: Rainbow Swirl in its stripes, each other flavor in a colour of its own', () => {
    expect(flavorColors('rainbow').length).toBeGreaterThanOrEqual(3);
    const shown = FLAVOR_IDS.map((flavor) => flavorColors(flavor).join(','));
    expect(new Set(shown).size).toBe(FLAVOR_IDS.length);
  });
});
