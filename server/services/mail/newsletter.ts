import type { MailMessage } from '../mailer';
import type { MailBrand } from './brand';
import { renderMail } from './layout';

/**
 * The headers that let a mail client offer its own "Unsubscribe" button: the link, and the promise that a POST to it
 * unsubscribes at once without a page (one-click unsubscribe). The GET of the same link only shows a page.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The welcome to the 'Join the Crew!' newsletter, with its unsubscribe link in the footer and the headers. */
export function newsletterWelcomeMail(to: string, unsubscribeUrl: string, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to,
      subject: "You're in the Drip crew!",
      preview: 'Sweet news and pop-up dates are headed your way.',
      heading: "Welcome to the crew! You're in.",
      blocks: [
        { type: 'paragraph', text: 'Thanks for joining the Drip Cotton Candy newsletter. Sweet news, new flavors and pop-up dates are headed your way.' },
        { type: 'button', label: 'See upcoming events', url: `${brand.publicUrl}/events` },
        { type: 'note', text: 'Did not sign up? Someone may have typed your address by mistake: use Unsubscribe below and you hear nothing more.' },
      ],
      footerNote: 'You get this email because this address joined the Drip Cotton Candy newsletter.',
      unsubscribeUrl,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    },
    brand,
  );
}
