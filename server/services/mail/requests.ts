import { BOOKING_EVENT_TYPE_LABELS, CONTACT_SUBJECT_LABELS, type ContactInput, type NominationInput } from '@shared/schemas/forms';
import { downloadUrl } from '@shared/schemas/fundraiser';
import type { BOOKING_EVENT_TYPES } from '@shared/schemas/values';
import type { MailMessage } from '../mailer';
import { formatCents } from '@shared/money';
import type { MailBrand } from './brand';
import { formatClock, formatDay } from './format';
import { renderMail, type MailBlock } from './layout';

// The confirmations a visitor gets for what they sent from the public site. Anyone can type any address into a form,
// so a confirmation carries none of what the visitor typed (no name, message, story, place or phone): only the
// business's own words and the facts it repeats from fixed choices (event type, date, time, guests, package,
// subject). Whatever a stranger writes, it cannot reach someone else's inbox through these mails. The business's
// notices (staff-notices.ts) quote the visitor, since they go only to the business.

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

/** The booking's facts from fixed choices, which the confirmation repeats; the notice adds what the person typed. */
export function bookingFacts(booking: BookingMailValues): { label: string; value: string }[] {
  return [
    { label: 'Event', value: BOOKING_EVENT_TYPE_LABELS[booking.eventType] },
    { label: 'Date', value: formatDay(booking.eventDate) },
    { label: 'Time', value: formatClock(booking.eventTime) },
    { label: 'Guests', value: String(booking.guests) },
    { label: 'Package', value: booking.package ? `${booking.package.name} (${formatCents(booking.package.priceCents)})` : 'Not chosen yet' },
  ];
}

export function bookingConfirmationMail(booking: BookingMailValues, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to: booking.email,
      subject: 'We got your private event request — we answer within 24 hours',
      preview: `${BOOKING_EVENT_TYPE_LABELS[booking.eventType]} on ${formatDay(booking.eventDate)}. ${BOOKING_REPLY_PROMISE}`,
      heading: 'Thanks! Your party request is in.',
      blocks: [
        { type: 'paragraph', text: `${BOOKING_REPLY_PROMISE} Our reply confirms the details and your date.` },
        { type: 'details', rows: bookingFacts(booking) },
        ...callUs(brand),
        { type: 'button', label: 'See our party packages', url: `${brand.publicUrl}/private-events` },
      ],
      footerNote: 'You get this email because this address was given with a private event request on our site.',
    },
    brand,
  );
}

export function contactConfirmationMail(message: Pick<ContactInput, 'email' | 'subject'>, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to: message.email,
      subject: 'We got your message — Drip Cotton Candy',
      preview: CONTACT_REPLY_PROMISE,
      heading: 'Thanks for reaching out!',
      blocks: [
        { type: 'paragraph', text: `Your message is with our team. ${CONTACT_REPLY_PROMISE}` },
        { type: 'details', rows: [{ label: 'Subject', value: CONTACT_SUBJECT_LABELS[message.subject] }] },
        ...callUs(brand),
      ],
      footerNote: 'You get this email because this address was given on our contact form.',
    },
    brand,
  );
}

export function nominationConfirmationMail(nomination: Pick<NominationInput, 'nominatorEmail'>, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to: nomination.nominatorEmail,
      subject: 'Thanks for your Featured Kids nomination',
      preview: 'Your nomination is in.',
      heading: 'Thanks for your nomination!',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our team reads every nomination for the Featured Kids spotlight and will be in touch with you if we have questions.',
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
export function registrationConfirmationMail(values: Pick<RegistrationMailValues, 'parentEmail'>, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to: values.parentEmail,
      subject: 'Welcome to the Fluff Fundraiser! Your starter kit is inside',
      preview: 'Your registration is in. Your next steps and downloads are inside.',
      heading: 'Welcome to the Fluff Fundraiser quest!',
      blocks: [
        { type: 'paragraph', text: 'Thanks for registering. Your next steps:' },
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
