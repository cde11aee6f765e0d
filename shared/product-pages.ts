// Where a product's page is, and which picture of it search engines and link previews get.

/** A product's page: /shop/<slug>. */
export function productPath(slug: string): string {
  return `/shop/${encodeURIComponent(slug)}`;
}

/** The catalogue's own drawings, which the build also writes as PNG beside each SVG (scripts/raster-art.mjs). */
const CATALOGUE_ART = /^\/images\/products\/[\w-]+\.svg$/;

/**
 * A raster version of a product picture, for Product structured data and link previews (search engines' product
 * results take PNG, JPEG or WebP, not SVG): an uploaded photo as it is; a catalogue drawing as its PNG; any other
 * SVG has none (null).
 */
export function rasterImageOf(url: string | null | undefined): string | null {
  if (!url) return null;
  if (CATALOGUE_ART.test(url)) return url.replace(/\.svg$/, '.png');
  return /\.svg(\?|$)/i.test(url) ? null : url;
}

/** The slug the back office gives a new product: its name in lower case, words joined by hyphens ("Fluff Mama's 4-Pack" → "fluff-mamas-4-pack"). */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'product';
}
