// Zod-free, so the public pages' sanitizer can use it without carrying the schemas.

/**
 * An image address staff may store: a path on this site (an upload under /uploads/, a bundled picture under
 * /images/). The site's Content-Security-Policy shows images from the site only, so an outside address would be a
 * broken picture: the back office fetches it once and stores a copy (the image-address route) instead. Anything else
 * (http(s) elsewhere, javascript:, data:, protocol-relative //host) is refused, because the value ends up in an
 * <img src> on public pages.
 */
export function isSafeImageUrl(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** Whether a value looks like an outside address the back office can fetch and keep a copy of. */
export function isOutsideImageAddress(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}
