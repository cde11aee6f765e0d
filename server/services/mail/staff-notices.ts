import { CONTACT_SUBJECT_LABELS, type ContactInput, type NominationInput } from '@shared/schemas/forms';
import type { InboxKind } from '@shared/schemas/admin-inbox';
import { MAIL_EXCERPT_MAX, mailLine } from '../mail-text';
import type { MailMessage } from '../mailer';
import type { MailBrand } from './brand';
import { bookingFacts, type BookingMailValues, type RegistrationMailValues } from './requests';
import { renderMail } from './layout';

// The business's notice of each new inbox item, sent to the email address in Settings. It says what came in and
// links to the item in the back office; what the visitor wrote is quoted only as short escaped lines, since anyone
// can fill in a public form. No notice is sent while Settings has no contact address.

/** The back-office address that opens one inbox item. */
export function inboxItemUrl(publicUrl: string, kind: InboxKind, id: string): string {
  return `${publicUrl}/admin/inbox?kind=${kind}&item=${encodeURIComponent(id)}`;
}

function notice(
  brand: MailBrand,
  item: { kind: InboxKind; id: string; subject: string; heading: string; rows: { label: string; value: string }[] },
): MailMessage | null {
  if (!brand.contact) return null;
  return renderMail(
    {
      to: brand.contact.email,
      subject: item.subject,
      heading: item.heading,
      blocks: [
        { type: 'details', rows: item.rows },
        { type: 'button', label: 'Open it in the back office', url: inboxItemUrl(brand.publicUrl, item.kind, item.id) },
        { type: 'note', text: 'The full request, and its status, are in the back office inbox (sign-in required).' },
      ],
      footerNote: 'Sent to the contact email in back-office Settings for every new inbox item.',
    },
    brand,
  );
}

export function bookingNotice(id: string, booking: BookingMailValues, brand: MailBrand): MailMessage | null {
  return notice(brand, {
    kind: 'bookings',
    id,
    subject: 'New private event request',
    heading: 'New private event request',
    rows: [
      { label: 'From', value: mailLine(booking.name) },
      { label: 'Email', value: booking.email },
      { label: 'Phone', value: mailLine(booking.phone) },
      ...bookingFacts(booking),
      { label: 'Location', value: mailLine(booking.location, MAIL_EXCERPT_MAX) },
      ...(booking.specialRequests ? [{ label: 'Special requests', value: mailLine(booking.specialRequests, MAIL_EXCERPT_MAX) }] : []),
    ],
  });
}

export function contactNotice(id: string, message: Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'>, brand: MailBrand): MailMessage | null {
  return notice(brand, {
    kind: 'contact',
    id,
    subject: `New contact message: ${CONTACT_SUBJECT_LABELS[message.subject]}`,
    heading: 'New contact message',
    rows: [
      { label: 'From', value: mailLine(message.name) },
      { label: 'Email', value: message.email },
      { label: 'Subject', value: CONTACT_SUBJECT_LABELS[message.subject] },
      { label: 'Message', value: mailLine(message.message, MAIL_EXCERPT_MAX) },
    ],
  });
}

export function nominationNotice(
  id: string,
  nomination: Pick<NominationInput, 'kidName' | 'age' | 'nominatorName' | 'nominatorEmail' | 'story'>,
  brand: MailBrand,
): MailMessage | null {
  return notice(brand, {
    kind: 'nominations',
    id,
    subject: 'New Featured Kids nomination',
    heading: 'New Featured Kids nomination',
    rows: [
      { label: 'Kid', value: mailLine(nomination.kidName) },
      { label: 'Age', value: String(nomination.age) },
      { label: 'Story', value: mailLine(nomination.story, MAIL_EXCERPT_MAX) },
      { label: 'Nominated by', value: mailLine(nomination.nominatorName) },
      { label: 'Email', value: nomination.nominatorEmail },
    ],
  });
}

export function registrationNotice(id: string, registration: RegistrationMailValues, brand: MailBrand): MailMessage | null {
  return notice(brand, {
    kind: 'fundraiser',
    id,
    subject: 'New Fluff Fundraiser registration',
    heading: 'New Fluff Fundraiser registration',
    rows: [
      { label: 'Kid', value: mailLine(registration.kidName) },
      ...(registration.groupName ? [{ label: 'Group', value: mailLine(registration.groupName) }] : []),
      { label: 'City', value: mailLine(registration.city) },
      { label: 'Parent email', value: registration.parentEmail },
    ],
  });
}
