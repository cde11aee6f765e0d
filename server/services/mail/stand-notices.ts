import { formatCents } from '@shared/money';
import { MEDIA_REJECTION_REASONS, type MediaRejectionReason } from '@shared/schemas/admin-fundraiser';
import { mailLine } from '../mail-text';
import type { MailMessage } from '../mailer';
import type { MailBrand } from './brand';
import { standManageUrl, standPageUrl } from './fundraiser';
import { formatDay } from './format';
import { renderMail } from './layout';

// What a parent is told about their kid's stand: its collected sales, staff's decisions on its story, photo and videos,
// and payouts to its group. These mails name the stand and the amounts, never a buyer: no buyer's name, address,
// email or phone reaches a parent.

const FOOTER = 'You get this email because you manage a stand in our Fluff Fundraiser.';

export type StandRef = { parentEmail: string; kidName: string; slug: string };

/** Where the stand stands after a sale: collected so far and its goal. */
export type StandProgress = { raisedCents: number; goalCents: number };

function progressLine(progress: StandProgress): string {
  const goal = progress.goalCents > 0 ? ` of its ${formatCents(progress.goalCents)} goal` : '';
  return `The stand has raised ${formatCents(progress.raisedCents)}${goal} so far.`;
}

/** One collected sale: its amount and how it was collected (paid online, or picked up/delivered and paid then). */
export function standSaleMail(stand: StandRef, sale: { cents: number; paidOnline: boolean }, progress: StandProgress, brand: MailBrand): MailMessage {
  const kid = mailLine(stand.kidName);
  const how = sale.paidOnline ? 'was paid online' : 'was picked up or delivered and paid';
  return renderMail(
    {
      to: stand.parentEmail,
      subject: `A ${formatCents(sale.cents)} sale for ${kid}'s stand`,
      preview: progressLine(progress),
      heading: `${kid}'s stand made a sale!`,
      blocks: [
        { type: 'paragraph', text: `An order of ${formatCents(sale.cents)} that supports ${kid}'s stand ${how}, so it now counts toward the goal.` },
        { type: 'paragraph', text: progressLine(progress) },
        { type: 'button', label: 'See the stand', url: standManageUrl(brand.publicUrl) },
        {
          type: 'note',
          text: 'We mail you each of the first sales of a day; when a stand sells more in one day, the rest come together in one email the next morning.',
        },
      ],
      footerNote: FOOTER,
    },
    brand,
  );
}

/** The day's further sales in one mail (sent the next morning): how many, each amount and their sum. */
export function standSaleDigestMail(stand: StandRef, day: string, sales: { cents: number }[], progress: StandProgress, brand: MailBrand): MailMessage {
  const kid = mailLine(stand.kidName);
  const total = sales.reduce((sum, sale) => sum + sale.cents, 0);
  const count = sales.length === 1 ? '1 more sale' : `${sales.length} more sales`;
  return renderMail(
    {
      to: stand.parentEmail,
      subject: `${count} for ${kid}'s stand on ${formatDay(day)}`,
      preview: `${formatCents(total)} more collected. ${progressLine(progress)}`,
      heading: `${kid}'s stand had a busy day`,
      blocks: [
        {
          type: 'paragraph',
          text: `Besides the sales we mailed you one by one, ${count} that support ${kid}'s stand were collected on ${formatDay(day)}: ${formatCents(total)} in all.`,
        },
        { type: 'list', items: sales.map((sale) => formatCents(sale.cents)) },
        { type: 'paragraph', text: progressLine(progress) },
        { type: 'button', label: 'See the stand', url: standManageUrl(brand.publicUrl) },
      ],
      footerNote: FOOTER,
    },
    brand,
  );
}

export type MediaItem = 'story' | 'photo' | 'video';

const ITEM_WORDS: Record<MediaItem, string> = { story: 'story', photo: 'photo', video: 'video' };

/** Staff approved the stand's story, photo or video: it is public now (when the parent consented to public display). */
export function mediaApprovedMail(stand: StandRef, item: MediaItem, brand: MailBrand): MailMessage {
  const kid = mailLine(stand.kidName);
  const what = ITEM_WORDS[item];
  return renderMail(
    {
      to: stand.parentEmail,
      subject: `${kid}'s ${what} is approved`,
      heading: `${kid}'s ${what} is approved`,
      blocks: [
        {
          type: 'paragraph',
          text: `Our team looked at the ${what} you added to ${kid}'s stand and approved it. It shows on the stand's page if you chose to show the kid's name and story in public.`,
        },
        { type: 'links', links: [{ label: standPageUrl(brand.publicUrl, stand.slug), url: standPageUrl(brand.publicUrl, stand.slug) }] },
      ],
      footerNote: FOOTER,
    },
    brand,
  );
}

/** Staff rejected it: the reason they chose from the list, their note if any, and how to try again. */
export function mediaRejectedMail(stand: StandRef, item: MediaItem, rejection: { reason: MediaRejectionReason; note: string }, brand: MailBrand): MailMessage {
  const kid = mailLine(stand.kidName);
  const what = ITEM_WORDS[item];
  const blocks: Parameters<typeof renderMail>[0]['blocks'] = [
    {
      type: 'paragraph',
      text: `Our team looked at the ${what} you added to ${kid}'s stand and did not show it, because ${MEDIA_REJECTION_REASONS[rejection.reason]}.`,
    },
  ];
  if (rejection.note) blocks.push({ type: 'details', rows: [{ label: 'Our note', value: rejection.note }] });
  blocks.push(
    { type: 'paragraph', text: `You can add a new ${what} on the stand's page; we look at every change before it is public.` },
    { type: 'button', label: 'Manage the stand', url: standManageUrl(brand.publicUrl) },
  );
  return renderMail(
    { to: stand.parentEmail, subject: `About the ${what} on ${kid}'s stand`, heading: `We did not show this ${what}`, blocks, footerNote: FOOTER },
    brand,
  );
}

/** Staff marked a payout of the group's share: the amount and the group, for every parent with a stand in it. */
export function payoutMarkedMail(to: string, payout: { groupName: string; amountCents: number; paidTotalCents: number }, brand: MailBrand): MailMessage {
  const group = mailLine(payout.groupName);
  return renderMail(
    {
      to,
      subject: `${formatCents(payout.amountCents)} paid to ${group}`,
      heading: `We paid ${group} its share`,
      blocks: [
        {
          type: 'paragraph',
          text: `We sent ${formatCents(payout.amountCents)} to ${group}: its share of the money its stands collected. Thank you for your kid's part in it!`,
        },
        { type: 'details', rows: [{ label: `Paid to ${group} so far`, value: formatCents(payout.paidTotalCents) }] },
        { type: 'button', label: 'See the stand', url: standManageUrl(brand.publicUrl) },
      ],
      footerNote: FOOTER,
    },
    brand,
  );
}
