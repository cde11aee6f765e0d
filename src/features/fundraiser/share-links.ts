// Kept apart from the stand's paths (shared/fundraiser-paths.ts), which every page's bundle carries for the stand
// route's head; these load with the share buttons.

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
