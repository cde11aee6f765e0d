// Addresses of the stand's files, built alike by the pages that link them and the tests; no zod, so any page may import it.

/** Where the parent's page uploads the stand's photo (a multipart POST with one image in the field "file"). */
export function standPhotoUploadPath(slug: string): string {
  return `/api/fundraiser/stands/${encodeURIComponent(slug)}/photo`;
}

/** The stand's printable sign: a PDF with a QR code to its page. */
export function standSignPath(slug: string): string {
  return `/api/fundraiser/stands/${encodeURIComponent(slug)}/sign.pdf`;
}
