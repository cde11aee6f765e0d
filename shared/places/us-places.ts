import { US_PLACES_DATA } from './us-places-data';

/**
 * A place a stand day can be set at: a ZIP code's area or a city, with its centroid. This is the most precise place
 * the site ever shows for a stand day on its own; a parent may add a typed spot and choose to show it.
 */
export type UsPlace = { id: string; label: string; lat: number; lng: number };

type Indexed = UsPlace & { key: string; home: boolean };

const HOME_STATE = 'GA';

let index: { zips: Map<string, Indexed>; cities: Indexed[]; byId: Map<string, Indexed> } | null = null;

/** The shipped list read once: each ZIP as itself, each city once at the mean of its lines. */
function places() {
  if (index) return index;
  const zips = new Map<string, Indexed>();
  const cityPoints = new Map<string, { city: string; state: string; lat: number; lng: number; n: number }>();
  for (const line of US_PLACES_DATA.split('\n')) {
    const [zip, city, state, lat, lng] = line.split('|') as [string, string, string, string, string];
    const point = { lat: Number(lat), lng: Number(lng) };
    if (zip) {
      zips.set(zip, { id: zip, label: `${city}, ${state} ${zip}`, ...point, key: zip, home: state === HOME_STATE });
    }
    const key = `${city}, ${state}`;
    const sum = cityPoints.get(key) ?? { city, state, lat: 0, lng: 0, n: 0 };
    sum.lat += point.lat;
    sum.lng += point.lng;
    sum.n += 1;
    cityPoints.set(key, sum);
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const cities = [...cityPoints.entries()]
    .map(([label, sum]) => ({
      id: label,
      label,
      lat: round(sum.lat / sum.n),
      lng: round(sum.lng / sum.n),
      key: label.toLowerCase(),
      home: sum.state === HOME_STATE,
    }))
    // Georgia first (the business is in Atlanta), then by name.
    .sort((a, b) => Number(b.home) - Number(a.home) || a.label.localeCompare(b.label));
  const byId = new Map<string, Indexed>([...zips.values(), ...cities].map((place) => [place.id, place]));
  index = { zips, cities, byId };
  return index;
}

const strip = ({ key: _key, home: _home, ...place }: Indexed): UsPlace => place;

export const PLACE_SEARCH_LIMIT = 8;

/** Places matching what a parent types: the start of a ZIP code, or the start of a city's name (with or without ", GA"). */
export function searchUsPlaces(query: string, limit = PLACE_SEARCH_LIMIT): UsPlace[] {
  const text = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return [];
  const { zips, cities } = places();
  if (/^\d{1,5}$/.test(text)) {
    const found: UsPlace[] = [];
    for (const [zip, place] of zips) {
      if (zip.startsWith(text)) found.push(strip(place));
      if (found.length >= limit) break;
    }
    return found;
  }
  const starts = cities.filter((city) => city.key.startsWith(text));
  const inside = cities.filter((city) => !city.key.startsWith(text) && city.key.includes(` ${text}`));
  return [...starts, ...inside].slice(0, limit).map(strip);
}

/** The place with this id (a ZIP code or 'City, ST'), or null when the list has none. */
export function usPlaceById(id: string): UsPlace | null {
  const place = places().byId.get(id);
  return place ? strip(place) : null;
}
