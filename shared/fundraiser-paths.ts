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

/** What a stand's page says of it in search results and link previews (public name, group and city only). */
export function standDescription(stand: { name: string; group: { name: string }; city: string }): string {
  return `Support ${stand.name}'s cotton candy stand for ${stand.group.name} in ${stand.city}.`;
}

export type ShareTarget = 'sms' | 'email' | 'whatsapp' | 'facebook';

/**
 * The app addresses the share buttons open: a text message (sms:, the body after "?&" so iOS and Android both read
 * it), an email (mailto:), WhatsApp's and Facebook's share pages. Each carries the page's address.
 */
export function shareLinks(pageUrl: string, subject: string, text: string): Record<ShareTarget, string> {
  const message = `${text} ${pageUrl}`;
  return {
    sms: `sms:?&body=${encodeURIComponent(message)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  };
}
