import { FUNDRAISER_GROUP_TYPE_LABELS, type FundraiserGroupType } from '@shared/schemas/values';
import { mailLine } from '../mail-text';
import type { MailMessage } from '../mailer';
import type { MailBrand } from './brand';
import { renderMail } from './layout';

export type StandApprovalMail = {
  parentEmail: string;
  kidName: string;
  groupName: string;
  groupType: FundraiserGroupType;
  slug: string;
  /** Whether a member account with the parent's address exists already: the mail then says to sign in, else to create one. */
  hasAccount: boolean;
};

/** Where a stand is seen by the public and shared. */
export function standPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/fluff-fundraiser/stands/${slug}`;
}

/** Where the parent manages the stand (the member area; signing in leads back here). */
export function standManageUrl(publicUrl: string): string {
  return `${publicUrl}/dashboard/stand`;
}

/**
 * The parent's mail when staff approve a registration: the stand's public link to share and the link to manage it.
 * The stand belongs to whoever signs in with this address, so the mail says which address to use; a parent without
 * an account creates one with it (the address is confirmed by mail before the first sign-in).
 */
export function standApprovedMail(values: StandApprovalMail, brand: MailBrand): MailMessage {
  const kid = mailLine(values.kidName);
  const group = mailLine(values.groupName);
  const publicLink = standPageUrl(brand.publicUrl, values.slug);
  const manageLink = standManageUrl(brand.publicUrl);
  return renderMail(
    {
      to: values.parentEmail,
      subject: `${kid}'s Fluff Fundraiser stand is approved`,
      preview: `The stand for ${group} is open. Share its link and set a goal.`,
      heading: `${kid}'s stand is open!`,
      blocks: [
        {
          type: 'paragraph',
          text: `We approved ${kid}'s registration. The stand raises money for ${group} (${FUNDRAISER_GROUP_TYPE_LABELS[values.groupType].toLowerCase()}): every order placed from its page counts toward the goal.`,
        },
        {
          type: 'paragraph',
          text: 'The stand’s public page, to share with family, friends and neighbors:',
        },
        { type: 'links', links: [{ label: publicLink, url: publicLink }] },
        {
          type: 'paragraph',
          text: values.hasAccount
            ? `To set the goal, story, photo and stand days, sign in with ${values.parentEmail} and open My stand.`
            : `To set the goal, story, photo and stand days, create an account with this address (${values.parentEmail}) — the stand is linked to it — then open My stand.`,
        },
        { type: 'button', label: 'Manage the stand', url: manageLink },
        {
          type: 'note',
          text: 'Kids never need an account: a parent or guardian manages the stand. Stories and photos appear on the public page after our team has looked at them.',
        },
      ],
      footerNote: 'You get this email because this address registered a kid for the Fluff Fundraiser on our site.',
    },
    brand,
  );
}

/** The parent's mail when staff decline a registration. */
export function registrationDeclinedMail(values: { parentEmail: string; kidName: string }, brand: MailBrand): MailMessage {
  const kid = mailLine(values.kidName);
  return renderMail(
    {
      to: values.parentEmail,
      subject: 'About your Fluff Fundraiser registration',
      heading: 'We could not open this stand',
      blocks: [
        {
          type: 'paragraph',
          text: `Thank you for registering ${kid}. We are not able to open a stand for this registration. Reply to this email and we will tell you why and what would make it possible.`,
        },
      ],
      footerNote: 'You get this email because this address registered a kid for the Fluff Fundraiser on our site.',
    },
    brand,
  );
}
