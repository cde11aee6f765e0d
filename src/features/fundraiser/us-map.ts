// A hand-drawn map of the contiguous United States: a simplified outline (about 120 km accuracy, enough to place a
// stand in the right city) projected with the Albers equal-area conic projection that US maps commonly use. No tiles,
// no third-party map service: the SVG is built from these numbers.

export type LatLng = [lat: number, lng: number];

// Clockwise from Cape Flattery: the Canadian border (along the south shores of Lakes Superior, Huron, Erie and
// Ontario), New England and the Atlantic coast, Florida, the Gulf, the Mexican border, and the Pacific coast.
export const US_OUTLINE: LatLng[] = [
  [48.38, -124.72],
  [49.0, -123.3],
  [49.0, -117.0],
  [49.0, -110.0],
  [49.0, -104.0],
  [49.0, -97.2],
  [49.0, -95.15],
  [49.38, -95.15],
  [48.72, -94.6],
  [48.6, -93.4],
  [48.2, -92.0],
  [48.0, -89.6],
  [47.3, -91.2],
  [46.75, -92.1],
  [46.6, -90.4],
  [46.9, -88.9],
  [47.45, -87.8],
  [46.85, -88.0],
  [46.45, -87.4],
  [46.5, -85.7],
  [46.75, -85.0],
  [46.5, -84.4],
  [45.85, -84.7],
  [45.4, -83.5],
  [45.0, -83.35],
  [44.3, -83.5],
  [43.6, -83.9],
  [44.0, -83.0],
  [43.0, -82.45],
  [42.35, -83.0],
  [41.7, -83.45],
  [41.45, -82.7],
  [41.5, -81.7],
  [42.1, -80.1],
  [42.85, -78.9],
  [43.3, -79.05],
  [43.35, -78.0],
  [43.3, -77.2],
  [43.45, -76.3],
  [44.1, -76.35],
  [45.0, -74.7],
  [45.0, -71.5],
  [45.3, -71.05],
  [46.4, -70.05],
  [47.45, -69.2],
  [47.35, -68.3],
  [47.1, -67.8],
  [45.95, -67.78],
  [45.15, -67.15],
  [44.8, -66.95],
  [44.4, -68.2],
  [43.65, -70.2],
  [42.9, -70.8],
  [42.6, -70.65],
  [42.35, -71.0],
  [42.05, -70.6],
  [41.75, -70.0],
  [42.0, -69.95],
  [41.55, -70.6],
  [41.45, -71.4],
  [41.3, -72.0],
  [41.0, -72.0],
  [40.65, -73.75],
  [40.5, -74.25],
  [39.95, -74.05],
  [39.35, -74.45],
  [38.95, -74.9],
  [39.45, -75.55],
  [38.8, -75.1],
  [38.45, -75.05],
  [37.85, -75.4],
  [37.1, -75.95],
  [36.9, -76.0],
  [36.55, -75.9],
  [35.9, -75.6],
  [35.2, -75.5],
  [34.7, -76.6],
  [34.2, -77.85],
  [33.85, -78.6],
  [33.3, -79.2],
  [32.75, -79.9],
  [32.1, -80.85],
  [31.4, -81.3],
  [30.7, -81.45],
  [29.9, -81.3],
  [28.8, -80.75],
  [28.4, -80.6],
  [27.5, -80.3],
  [26.7, -80.05],
  [25.8, -80.13],
  [25.25, -80.35],
  [25.15, -80.9],
  [25.8, -81.55],
  [26.5, -82.0],
  [27.35, -82.55],
  [28.0, -82.75],
  [28.9, -82.7],
  [29.7, -83.45],
  [30.05, -84.2],
  [29.7, -84.95],
  [29.65, -85.35],
  [30.2, -85.8],
  [30.4, -86.6],
  [30.35, -87.5],
  [30.25, -88.1],
  [30.4, -88.6],
  [30.25, -89.4],
  [30.05, -89.65],
  [29.55, -89.5],
  [29.15, -89.1],
  [28.95, -89.4],
  [29.25, -90.1],
  [29.05, -90.9],
  [29.55, -91.6],
  [29.55, -92.3],
  [29.75, -93.4],
  [29.7, -94.0],
  [29.35, -94.75],
  [28.85, -95.4],
  [28.3, -96.5],
  [27.8, -97.2],
  [27.0, -97.4],
  [26.05, -97.15],
  [25.95, -97.5],
  [26.45, -98.6],
  [27.25, -99.45],
  [27.8, -99.7],
  [28.7, -100.5],
  [29.4, -100.95],
  [29.75, -101.4],
  [29.75, -102.4],
  [29.2, -102.9],
  [28.95, -103.2],
  [29.3, -103.8],
  [29.6, -104.5],
  [30.6, -104.95],
  [31.1, -105.6],
  [31.75, -106.5],
  [31.78, -108.2],
  [31.33, -108.2],
  [31.33, -111.07],
  [32.0, -113.3],
  [32.5, -114.8],
  [32.72, -114.72],
  [32.53, -117.12],
  [33.0, -117.3],
  [33.45, -117.7],
  [33.75, -118.3],
  [34.0, -118.5],
  [34.05, -118.9],
  [34.4, -119.5],
  [34.45, -120.45],
  [35.15, -120.65],
  [35.65, -121.25],
  [36.3, -121.9],
  [36.6, -121.95],
  [36.95, -122.05],
  [37.5, -122.5],
  [37.8, -122.5],
  [38.3, -123.05],
  [38.95, -123.7],
  [39.8, -123.85],
  [40.4, -124.4],
  [41.0, -124.15],
  [41.75, -124.2],
  [42.8, -124.55],
  [43.7, -124.2],
  [44.6, -124.05],
  [45.5, -123.95],
  [46.25, -124.05],
  [46.9, -124.15],
  [47.65, -124.4],
  [48.38, -124.72],
];

/** Lake Michigan lies wholly inside the outline, so it is drawn as water on top. */
export const LAKE_MICHIGAN: LatLng[] = [
  [41.62, -87.5],
  [42.3, -87.82],
  [43.05, -87.88],
  [43.8, -87.7],
  [44.55, -87.45],
  [45.1, -87.6],
  [45.75, -87.05],
  [45.95, -86.3],
  [45.9, -85.5],
  [45.78, -84.8],
  [45.3, -85.1],
  [45.05, -85.6],
  [44.75, -86.1],
  [44.2, -86.45],
  [43.55, -86.45],
  [42.9, -86.2],
  [42.1, -86.5],
  [41.7, -86.95],
  [41.62, -87.5],
];

// Albers equal-area conic for the lower 48 (standard parallels 29.5°N and 45.5°N, centred on 96°W, 37.5°N).
const RAD = Math.PI / 180;
const PHI1 = 29.5 * RAD;
const PHI2 = 45.5 * RAD;
const PHI0 = 37.5 * RAD;
const LAMBDA0 = -96 * RAD;
const N = (Math.sin(PHI1) + Math.sin(PHI2)) / 2;
const C = Math.cos(PHI1) ** 2 + 2 * N * Math.sin(PHI1);
const RHO0 = Math.sqrt(C - 2 * N * Math.sin(PHI0)) / N;

function albers([lat, lng]: LatLng): [number, number] {
  const rho = Math.sqrt(C - 2 * N * Math.sin(lat * RAD)) / N;
  const theta = N * (lng * RAD - LAMBDA0);
  // y grows downwards in SVG.
  return [rho * Math.sin(theta), -(RHO0 - rho * Math.cos(theta))];
}

export const MAP_WIDTH = 960;
const PADDING = 16;
const projectedOutline = US_OUTLINE.map(albers);
const minX = Math.min(...projectedOutline.map(([x]) => x));
const maxX = Math.max(...projectedOutline.map(([x]) => x));
const minY = Math.min(...projectedOutline.map(([, y]) => y));
const maxY = Math.max(...projectedOutline.map(([, y]) => y));
const SCALE = (MAP_WIDTH - PADDING * 2) / (maxX - minX);
export const MAP_HEIGHT = Math.round((maxY - minY) * SCALE + PADDING * 2);

/** A latitude and longitude to a point of the map's viewBox (0..MAP_WIDTH, 0..MAP_HEIGHT). */
export function project(point: LatLng): { x: number; y: number } {
  const [x, y] = albers(point);
  return { x: (x - minX) * SCALE + PADDING, y: (y - minY) * SCALE + PADDING };
}

/** The inverse of `project`: a point of the map's viewBox back to latitude and longitude (a place picked on the map). */
export function unproject(x: number, y: number): LatLng {
  const ax = (x - PADDING) / SCALE + minX;
  const ay = (y - PADDING) / SCALE + minY;
  const rho = Math.hypot(ax, RHO0 + ay);
  const theta = Math.atan2(ax, RHO0 + ay);
  const sinLat = Math.max(-1, Math.min(1, (C - (rho * N) ** 2) / (2 * N)));
  return [Math.asin(sinLat) / RAD, (theta / N + LAMBDA0) / RAD];
}

function toPath(points: LatLng[]): string {
  return `${points
    .map((p, i) => {
      const { x, y } = project(p);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ')} Z`;
}

export const US_PATH = toPath(US_OUTLINE);
export const LAKE_MICHIGAN_PATH = toPath(LAKE_MICHIGAN);

/** Graticule: parallels every 5° and meridians every 10°, as light guide lines. */
export function graticulePaths(): string[] {
  const lines: string[] = [];
  for (let lat = 25; lat <= 50; lat += 5) {
    const pts: LatLng[] = [];
    for (let lng = -126; lng <= -66; lng += 2) pts.push([lat, lng]);
    lines.push(pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${project(p).x.toFixed(1)} ${project(p).y.toFixed(1)}`).join(' '));
  }
  for (let lng = -120; lng <= -70; lng += 10) {
    const pts: LatLng[] = [];
    for (let lat = 24; lat <= 50; lat += 2) pts.push([lat, lng]);
    lines.push(pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${project(p).x.toFixed(1)} ${project(p).y.toFixed(1)}`).join(' '));
  }
  return lines;
}

/** '33.7490° N, 84.3880° W' */
export function formatCoordinates(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? 'E' : 'W'}`;
}

/** Ray casting: whether a projected point lies inside the projected outline (used by tests to check city positions). */
export function isInsideUs(point: LatLng): boolean {
  const { x, y } = project(point);
  const poly = US_OUTLINE.map(project);
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
