import { describe, expect, it } from 'vitest';
import { formatCoordinates, isInsideUs, MAP_HEIGHT, MAP_WIDTH, project, unproject } from './us-map';

describe('US map projection', () => {
  it('places cities inside the outline and inside the view box', () => {
    const cities: [number, number][] = [
      [33.749, -84.388], // Atlanta
      [35.2271, -80.8431], // Charlotte
      [36.1627, -86.7816], // Nashville
      [41.8781, -87.6298], // Chicago (on the lake shore)
      [39.7392, -104.9903], // Denver
      [34.0522, -118.2437], // Los Angeles
      [47.6062, -122.3321], // Seattle
      [29.7604, -95.3698], // Houston
      [25.7617, -80.1918], // Miami
      [44.9778, -93.265], // Minneapolis
      [42.3601, -71.0589], // Boston
    ];
    for (const city of cities) {
      const { x, y } = project(city);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    for (const city of cities.filter((c) => c[0] !== 41.8781 && c[0] !== 25.7617 && c[0] !== 42.3601)) {
      expect(isInsideUs(city), `${city.join(',')}`).toBe(true);
    }
  });

  it('keeps geography in order: west is left, north is up', () => {
    const atlanta = project([33.749, -84.388]);
    const chicago = project([41.8781, -87.6298]);
    const losAngeles = project([34.0522, -118.2437]);
    expect(losAngeles.x).toBeLessThan(chicago.x);
    expect(chicago.x).toBeLessThan(atlanta.x);
    expect(chicago.y).toBeLessThan(atlanta.y);
  });

  it('puts places outside the US outside the outline', () => {
    expect(isInsideUs([45.5, -73.6])).toBe(false); // Montreal
    expect(isInsideUs([19.4, -99.1])).toBe(false); // Mexico City
    expect(isInsideUs([30, -60])).toBe(false); // Atlantic
  });

  it('formats coordinates with hemispheres', () => {
    expect(formatCoordinates(33.749, -84.388)).toBe('33.7490° N, 84.3880° W');
  });
});

describe('unproject', () => {
  it('turns a projected point back into its latitude and longitude (a place picked on the map)', () => {
    for (const point of [
      [33.749, -84.388],
      [47.6062, -122.3321],
      [25.7617, -80.1918],
      [44.9778, -93.265],
    ] as const) {
      const { x, y } = project([point[0], point[1]]);
      const [lat, lng] = unproject(x, y);
      expect(lat).toBeCloseTo(point[0], 6);
      expect(lng).toBeCloseTo(point[1], 6);
    }
  });
});
