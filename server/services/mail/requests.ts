import { BOOKING_EVENT_TYPE_LABELS, CONTACT_SUBJECT_LABELS, type ContactInput, type NominationInput } from '@shared/schemas/forms';
import { downloadUrl } from '@shared/schemas/fundraiser';
import type { BOOKING_EVENT_TYPES } from '@shared/schemas/values';
import { MAIL_EXCERPT_MAX, mailLine } from '../mail-text';
import type { MailMessage } from '../mailer';
import { formatCents } from '@shared/money';
import type { MailBrand } from './brand';
import { formatClock, formatDay } from './format';
import { renderMail, type MailBlock } from './layout';

// The confirmations a visitor gets for what they sent from the public site. Anyone can type any address into a form,
// so what the visitor wrote comes back only as short single lines (mailLine): enough to recognise the request, too
// little to carry someone else's message to a stranger's inbox.

/** The promise the private-events page makes, repeated word for word in the booking confirmation. */
export const BOOKING_REPLY_PROMISE = 'We answer every booking request within 24 hours.';
/** The contact page's promise. */
export const CONTACT_REPLY_PROMISE = 'We typically reply within 24 hours.';

function callUs(brand: MailBrand): MailBlock[] {
  return brand.contact
    ? [{ type: 'paragraph', text: `Something to add or change? Reply to this email or call us at ${brand.contact.phone}.` }]
    : [{ type: 'paragraph', text: 'Something to add or change? Reply to this email.' }];
}

export type BookingMailValues = {
  name: string;
  email: string;
  phone: string;
  eventType: (typeof BOOKING_EVENT_TYPES)[number];
  eventDate: string;
  eventTime: string;
  location: string;
  guests: number;
  specialRequests: string;
  package: { name: string; priceCents: number } | null;
};

/** The booking's details as the person sent them (their own text shortened to one line each). */
export function bookingDetails(booking: BookingMailValues): { label: string; value: string }[] {
  return [
    { label: 'Event', value: BOOKING_EVENT_TYPE_LABELS[booking.eventType] },
    { label: 'Date', value: formatDay(booking.eventDate) },
    { label: 'Time', value: formatClock(booking.eventTime) },
    { label: 'Location', value: mailLine(booking.location, MAIL_EXCERPT_MAX) },
    { label: 'Guests', value: String(booking.guests) },
    { label: 'Package', value: booking.package ? `${booking.package.name} (${formatCents(booking.package.priceCents)})` : 'Not chosen yet' },
    ...(booking.specialRequests ? [{ label: 'Special requests', value: mailLine(booking.specialRequests, MAIL_EXCERPT_MAX) }] : []),
  ];
}

export function bookingConfirmationMail(booking: BookingMailValues, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to: booking.email,
      subject: 'We got your private event request — we answer within 24 hours',
      preview: `${BOOKING_EVENT_TYPE_LABELS[booking.eventType]} on ${formatDay(booking.eventDate)}. ${BOOKING_REPLY_PROMISE}`,
      heading: `Thanks, ${mailLine(booking.name)}! Your party request is in.`,
      blocks: [
        { type: 'paragraph', text: `${BOOKING_REPLY_PROMISE} Our reply confirms the details and your date.` },
        { type: 'details', rows: [...bookingDetails(booking), { label: 'Phone', value: mailLine(booking.phone) }] },
        ...callUs(brand),
        { type: 'button', label: 'See our party packages', url: `${brand.publicUrl}/private-events` },
      ],
      footerNote: 'You get this email because this address was given with a private event request on our site.',
    },
    brand,
  );
}

export function contactConfirmationMail(message: Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'>, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to: message.email,
      subject: 'We got your message — Drip Cotton Candy',
      preview: CONTACT_REPLY_PROMISE,
      heading: `Thanks for reaching out, ${mailLine(message.name)}!`,
      blocks: [
        { type: 'paragraph', text: `Your message is with our team. ${CONTACT_REPLY_PROMISE}` },
        {
          type: 'details',
          rows: [
            { label: 'Subject', value: CONTACT_SUBJECT_LABELS[message.subject] },
            { label: 'Your message', value: mailLine(message.message, MAIL_EXCERPT_MAX) },
          ],
        },
        ...callUs(brand),
      ],
      footerNote: 'You get this email because this address was given on our contact form.',
    },
    brand,
  );
}

export function nominationConfirmationMail(
  nomination: Pick<NominationInput, 'kidName' | 'age' | 'nominatorName' | 'nominatorEmail' | 'story'>,
  brand: MailBrand,
): MailMessage {
  const kid = mailLine(nomination.kidName);
  return renderMail(
    {
      to: nomination.nominatorEmail,
      subject: 'Thanks for your Featured Kids nomination',
      preview: `Your nomination of ${kid} is in.`,
      heading: `Thanks for nominating ${kid}, ${mailLine(nomination.nominatorName)}!`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Our team reads every nomination for the Featured Kids spotlight and will be in touch with you if we have questions.',
        },
        {
          type: 'details',
          rows: [
            { label: 'Kid', value: kid },
            { label: 'Age', value: String(nomination.age) },
            { label: 'Their story', value: mailLine(nomination.story, MAIL_EXCERPT_MAX) },
          ],
        },
        { type: 'button', label: 'Meet our Featured Kids', url: `${brand.publicUrl}/featured-kids` },
      ],
      footerNote: 'You get this email because this address was given with a Featured Kids nomination on our site.',
    },
    brand,
  );
}

export type RegistrationMailValues = { kidName: string; parentEmail: string; city: string; groupName?: string };

/** The parent's welcome to the fundraiser: next steps and the starter kit downloads as absolute links. */
export function registrationConfirmationMail(values: RegistrationMailValues, brand: MailBrand): MailMessage {
  const kid = mailLine(values.kidName);
  return renderMail(
    {
      to: values.parentEmail,
      subject: 'Welcome to the Fluff Fundraiser! Your starter kit is inside',
      preview: `${kid} is registered. Your next steps and downloads are inside.`,
      heading: `Welcome to the Fluff Fundraiser quest, ${kid}!`,
      blocks: [
        { type: 'paragraph', text: `Thanks for registering ${kid} from ${mailLine(values.city)}. Your next steps:` },
        {
          type: 'list',
          ordered: true,
          items: [
            'Read the Starter Kit and print the Score Card.',
            'Check your local regulations and get any permits your city, school or venue needs.',
            'Spin & Sell: order your 16oz and 32oz tubs and set up the stand (an adult supervises sellers under 12).',
            'Upload & Score: share stories and photos with #FluffFundraiser to climb the leaderboard.',
          ],
        },
        { type: 'paragraph', text: 'Your downloads:' },
        {
          type: 'links',
          links: [
            { label: 'Starter Kit (PDF)', url: `${brand.publicUrl}${downloadUrl('starter-kit')}` },
            { label: 'Score Card (PDF)', url: `${brand.publicUrl}${downloadUrl('score-card')}` },
            { label: 'All Resources (ZIP)', url: `${brand.publicUrl}${downloadUrl('all-resources')}` },
          ],
        },
        { type: 'paragraph', text: `Questions? Reply to this email or visit ${brand.publicUrl}/contact.` },
      ],
      footerNote: 'You get this email because this address was given with a Fluff Fundraiser registration on our site.',
    },
    brand,
  );
}
