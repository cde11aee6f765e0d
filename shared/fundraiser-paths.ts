// Addresses of the stand's files, built alike by the pages that link them and the tests; no zod, so any page may import it.

/** Where the parent's page uploads the stand's photo (a multipart POST with one image in the field "file"). */
export function standPhotoUploadPath(slug: string): string {
  return `/api/fundraiser/stands/${encodeURIComponent(slug)}/photo`;
}

/** The stand's printable sign: a PDF with a QR code to its page. */
export function standSignPath(slug: string): string {
  return `/api/fundraiser/stands/${encodeURIComponent(slug)}/sign.pdf`;
}

/** The stand's link-preview picture (Open Graph): its approved photo, or a card with its public name and goal. */
export function standPreviewPath(slug: string): string {
  return `/api/fundraiser/stands/${encodeURIComponent(slug)}/preview.png`;
}

export function standPagePath(slug: string): string {
  return `/fluff-fundraiser/stands/${encodeURIComponent(slug)}`;
}

export function groupPagePath(slug: string): string {
  return `/fluff-fundraiser/groups/${encodeURIComponent(slug)}`;
}
