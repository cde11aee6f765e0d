// Places latitude/longitude on the drawn Atlanta map: an equirectangular projection scaled by the cosine of the
// middle latitude, which at city scale is indistinguishable from the projections tile servers use.

export type LatLng = { lat: number; lng: number };
export type Bounds = { north: number; south: number; west: number; east: number };
export type Point = { x: number; y: number };

/** Metro Atlanta from Marietta to Stone Mountain's edge and from Roswell to the airport. */
export const ATLANTA_BOUNDS: Bounds = { north: 34.02, south: 33.62, west: -84.7, east: -84.1 };

/** The SVG's width for a given height that keeps distances true east-west and north-south. */
export function mapWidthFor(bounds: Bounds, height: number): number {
  const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  return Math.round((height * ((bounds.east - bounds.west) * Math.cos(midLat))) / (bounds.north - bounds.south));
}

export const MAP_HEIGHT = 640;
export const MAP_WIDTH = mapWidthFor(ATLANTA_BOUNDS, MAP_HEIGHT);

/** The point in the SVG box (origin top-left, y down) for a position. */
export function project(position: LatLng, bounds: Bounds = ATLANTA_BOUNDS, width = MAP_WIDTH, height = MAP_HEIGHT): Point {
  return {
    x: ((position.lng - bounds.west) / (bounds.east - bounds.west)) * width,
    y: ((bounds.north - position.lat) / (bounds.north - bounds.south)) * height,
  };
}

export function isInside(position: LatLng, bounds: Bounds = ATLANTA_BOUNDS): boolean {
  return position.lat <= bounds.north && position.lat >= bounds.south && position.lng >= bounds.west && position.lng <= bounds.east;
}

/** An SVG path through positions: 'M x y L x y ...', rounded to a tenth of a unit. */
export function pathThrough(positions: readonly LatLng[], closed = false): string {
  const commands = positions.map((position, i) => {
    const { x, y } = project(position);
    return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  return commands.join(' ') + (closed ? ' Z' : '');
}

/** Google Maps directions to an address (the documented Maps URLs API, no key needed). */
export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * Pins for places a few blocks apart would stand on top of each other, and only the top one could be clicked. This
 * moves pins apart, each pair along the line between them, until no two stand closer than `minDistance` (map units);
 * pins with room around them do not move. Deterministic: the same points give the same layout.
 */
export function spreadPins(points: readonly Point[], minDistance: number, box = { width: MAP_WIDTH, height: MAP_HEIGHT }): Point[] {
  const placed = points.map((point) => ({ ...point }));
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= minDistance - 0.01) continue;
        if (distance < 0.01) {
          // The same spot: fan out by index so the layout stays deterministic.
          const angle = (j * 2 * Math.PI) / Math.max(placed.length, 3);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (minDistance - Math.hypot(b.x - a.x, b.y - a.y)) / 2;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const point of placed) {
      point.x = Math.min(Math.max(point.x, 0), box.width);
      point.y = Math.min(Math.max(point.y, 0), box.height);
    }
    if (!moved) break;
  }
  return placed;
}
