// Where the public may see a stand day: the one home of that rule (the stand page, the landing map, the group page
// and anything else public read their places through publicStandDay).
//
// A stand day is public at its area — a ZIP code's or a city's name and centroid — unless the parent chose to show
// the exact spot for that day; only then do the typed spot and the notes (which often say where exactly) appear.
// Coordinates are never more precise than the area's centroid: a typed spot is never placed on a map.

/** What a stored stand day holds about its place. */
export type StoredStandDay = {
  place: string;
  lat: number;
  lng: number;
  notes: string;
  area: string;
  areaLat: number | null;
  areaLng: number | null;
  showSpot: boolean;
};

/** Days stored before areas existed hold a map click: in public it is snapped to a 0.1° grid (about 10 km), city level. */
const LEGACY_GRID = 10;
const snap = (degrees: number) => Math.round(degrees * LEGACY_GRID) / LEGACY_GRID;

/** The public form of a stand day's place; `groupCity` names the area of a day stored before areas existed. */
export function publicStandDay(day: StoredStandDay, groupCity: string) {
  const hasArea = day.area !== '' && day.areaLat !== null && day.areaLng !== null;
  return {
    area: hasArea ? day.area : groupCity,
    spot: day.showSpot && day.place !== '' ? day.place : null,
    notes: day.showSpot ? day.notes : '',
    lat: hasArea ? day.areaLat! : snap(day.lat),
    lng: hasArea ? day.areaLng! : snap(day.lng),
  };
}
