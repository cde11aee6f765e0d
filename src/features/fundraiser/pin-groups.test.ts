import { describe, expect, it } from 'vitest';
import { groupPins } from './pin-groups';
import { project } from './us-map';

const city = (id: string, lat: number, lng: number) => ({ id, lat, lng });
const place = (pin: { lat: number; lng: number }) => project([pin.lat, pin.lng]);

describe('pins on a phone', () => {
  it('draws Atlanta-area stands as one pin in Atlanta, not pushed apart into Florida; a far city (Chicago) keeps its own', () => {
    const pins = [city('atlanta', 33.75, -84.39), city('decatur', 33.77, -84.3), city('marietta', 33.95, -84.55), city('chicago', 41.88, -87.63)];
    const groups = groupPins(pins, place, 100);
    expect(groups.map((g) => g.members.map((m) => m.id))).toEqual([['atlanta', 'decatur', 'marietta'], ['chicago']]);
    const atlanta = place(pins[0]!);
    const florida = place(city('tallahassee', 30.44, -84.28));
    // The group's pin sits among its stands: far closer to Atlanta than north Florida is.
    expect(Math.hypot(groups[0]!.at.x - atlanta.x, groups[0]!.at.y - atlanta.y)).toBeLessThan(10);
    expect(Math.hypot(florida.x - atlanta.x, florida.y - atlanta.y)).toBeGreaterThan(40);
    for (const pin of groups[0]!.members) {
      const p = place(pin);
      expect(Math.hypot(groups[0]!.at.x - p.x, groups[0]!.at.y - p.y)).toBeLessThan(100);
    }
  });
});
