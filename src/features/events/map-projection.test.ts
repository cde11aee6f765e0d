import { describe, expect, it } from 'vitest';
import { ATLANTA_BOUNDS, directionsUrl, isInside, MAP_HEIGHT, MAP_WIDTH, mapWidthFor, pathThrough, project, spreadPins } from './map-projection';

describe('project', () => {
  it('puts the corners of the bounds on the corners of the box', () => {
    expect(project({ lat: ATLANTA_BOUNDS.north, lng: ATLANTA_BOUNDS.west })).toEqual({ x: 0, y: 0 });
    const se = project({ lat: ATLANTA_BOUNDS.south, lng: ATLANTA_BOUNDS.east });
    expect(se.x).toBeCloseTo(MAP_WIDTH);
    expect(se.y).toBeCloseTo(MAP_HEIGHT);
  });

  it('puts north up and east right', () => {
    const downtown = project({ lat: 33.7603, lng: -84.3933 });
    const marietta = project({ lat: 33.9526, lng: -84.5499 });
    const decatur = project({ lat: 33.7748, lng: -84.2963 });
    expect(marietta.y).toBeLessThan(downtown.y);
    expect(marietta.x).toBeLessThan(downtown.x);
    expect(decatur.x).toBeGreaterThan(downtown.x);
  });

  it('keeps the proportions of the ground: a degree of longitude is shorter than a degree of latitude', () => {
    const origin = project({ lat: 33.8, lng: -84.4 });
    const east = project({ lat: 33.8, lng: -84.3 });
    const north = project({ lat: 33.9, lng: -84.4 });
    const ratio = (east.x - origin.x) / (origin.y - north.y);
    expect(ratio).toBeCloseTo(Math.cos((33.82 * Math.PI) / 180), 2);
  });

  it('sizes the box from the bounds', () => {
    expect(mapWidthFor(ATLANTA_BOUNDS, 640)).toBe(MAP_WIDTH);
    expect(MAP_WIDTH).toBeGreaterThan(MAP_HEIGHT);
  });
});

describe('isInside', () => {
  it('knows metro Atlanta from elsewhere', () => {
    expect(isInside({ lat: 33.7726, lng: -84.3655 })).toBe(true);
    expect(isInside({ lat: 32.0809, lng: -81.0912 })).toBe(false);
  });
});

describe('pathThrough', () => {
  it('draws an open or closed path through projected points', () => {
    const d = pathThrough([
      { lat: ATLANTA_BOUNDS.north, lng: ATLANTA_BOUNDS.west },
      { lat: ATLANTA_BOUNDS.south, lng: ATLANTA_BOUNDS.west },
    ]);
    expect(d).toBe(`M0.0 0.0 L0.0 ${MAP_HEIGHT.toFixed(1)}`);
    expect(pathThrough([{ lat: 33.8, lng: -84.4 }], true).endsWith(' Z')).toBe(true);
  });
});

describe('directionsUrl', () => {
  it('is a Google Maps directions link with the address encoded', () => {
    expect(directionsUrl('675 Ponce De Leon Ave NE, Atlanta, GA 30308')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=675%20Ponce%20De%20Leon%20Ave%20NE%2C%20Atlanta%2C%20GA%2030308',
    );
  });
});

describe('spreadPins', () => {
  const minDistance = 44;
  const closest = (points: { x: number; y: number }[]) => {
    let best = Infinity;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) best = Math.min(best, Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y));
    }
    return best;
  };

  it('keeps pins for places a few blocks apart separately clickable', () => {
    // Midtown, Ponce City Market, Old Fourth Ward, Krog Street: within a mile and a half of each other.
    const intown = [
      { lat: 33.7851, lng: -84.3738 },
      { lat: 33.7726, lng: -84.3655 },
      { lat: 33.7628, lng: -84.3634 },
      { lat: 33.756, lng: -84.321 },
      { lat: 33.7603, lng: -84.3933 },
    ].map((position) => project(position));
    expect(closest(intown)).toBeLessThan(minDistance);
    expect(closest(spreadPins(intown, minDistance))).toBeGreaterThanOrEqual(minDistance - 0.5);
  });

  it('leaves pins with room around them where they are, and separates pins on one spot the same way every time', () => {
    const apart = [
      { x: 100, y: 100 },
      { x: 400, y: 300 },
    ];
    expect(spreadPins(apart, minDistance)).toEqual(apart);
    const same = [
      { x: 300, y: 300 },
      { x: 300, y: 300 },
      { x: 300, y: 300 },
    ];
    const first = spreadPins(same, minDistance);
    expect(closest(first)).toBeGreaterThanOrEqual(minDistance - 0.5);
    expect(spreadPins(same, minDistance)).toEqual(first);
  });
});
