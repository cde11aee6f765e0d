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
