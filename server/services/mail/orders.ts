import { FULFILMENT_LABELS, ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';
import type { OrderStatus, StaffOrderStatus } from '@shared/schemas/values';
import { mailLine } from '../mail-text';
import type { MailMessage } from '../mailer';
import { formatCents } from '@shared/money';
import { moneyRows } from '@shared/money-lines';
import { ORDER_LIMITS } from '@shared/schemas/orders';
import { GIFT_NOTE_MAX } from '@shared/schemas/shop-money';
import type { CustomerOrder } from '../orders/views';
import type { PaymentStart } from '../payment';
import type { MailBrand } from './brand';
import { renderMail, type MailBlock } from './layout';

// The buyer's order mails: the confirmation when the order is placed, and one for every status staff move it to.
// Each names the order number and links to the tracking page.

// A delivery address is longer than a name; past this it is not an address but someone's text.
const DELIVERY_ADDRESS_IN_MAIL_MAX = 200;

export function trackingUrl(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/track-order?number=${encodeURIComponent(orderNumber)}`;
}

function trackButton(brand: MailBrand, order: CustomerOrder): MailBlock[] {
  return [
    { type: 'button', label: 'Track your order', url: trackingUrl(brand.publicUrl, order.orderNumber) },
    { type: 'note', text: 'The tracking page asks for your order number and this email address.' },
  ];
}

function deliveryAddress(order: CustomerOrder): string {
  return mailLine(order.deliveryAddress ?? '', DELIVERY_ADDRESS_IN_MAIL_MAX);
}

/** When and where: 'Pickup Saturday, Nov 28, 2 – 3 pm at 870 Marietta St NW'; the kitchen's address alone for an older order. */
function pickupPlace(order: CustomerOrder): string | null {
  if (order.when) return order.pickup ? `${order.when} at ${order.pickup.address}` : order.when;
  return order.pickup ? `Pickup at ${order.pickup.address}` : null;
}

/** The fundraiser stand the order supports, with its page: the supporter sees the raised total move there. */
function supportingBlocks(order: CustomerOrder, brand: MailBrand, rateStandUrl: string | null): MailBlock[] {
  if (!order.supporting) return [];
  const url = `${brand.publicUrl}/fluff-fundraiser/stands/${order.supporting.slug}`;
  return [
    { type: 'paragraph', text: `This order supports ${mailLine(order.supporting.name, 120)} in the Fluff Fundraiser. Thank you!` },
    {
      type: 'links',
      links: [{ label: 'See the stand’s progress', url }, ...(rateStandUrl ? [{ label: 'Rate the stand (1 to 5 stars)', url: rateStandUrl }] : [])],
    },
  ];
}

/**
 * The buyer's own words on their order (the note, and the gift note of a gift) in their own confirmation: a line each,
 * flattened and escaped like every text in a mail, whole up to the length the checkout allows. Anyone can place an
 * order to be paid at pickup for any address, and its confirmation would carry a stranger's words to whoever owns that
 * address; so the words are repeated only in the confirmation of an order paid online (paying shows the sender is the
 * buyer, and makes each mail cost them). Otherwise the mail says where they are kept: the order's page, and the
 * business's own notice.
 */
export function buyerWords(order: Pick<CustomerOrder, 'notes' | 'isGift' | 'giftNote' | 'paid'>): { label: string; value: string }[] {
  if (!order.paid) {
    const hasWords = Boolean(order.notes) || (order.isGift && Boolean(order.giftNote));
    return [
      ...(order.isGift ? [{ label: 'Gift', value: 'Yes' }] : []),
      ...(hasWords ? [{ label: 'Your note', value: 'Kept with your order: you can read it on the order page.' }] : []),
    ];
  }
  return [
    ...(order.notes ? [{ label: 'Your note', value: mailLine(order.notes, ORDER_LIMITS.notes) }] : []),
    ...(order.isGift ? [{ label: 'Gift', value: order.giftNote ? `Yes. Gift note: ${mailLine(order.giftNote, GIFT_NOTE_MAX)}` : 'Yes' }] : []),
  ];
}

/** The order's confirmation; `rateStandUrl` is the one-time rating link of an order for a stand paid online. */
export function orderConfirmationMail(order: CustomerOrder, payment: PaymentStart, brand: MailBrand, rateStandUrl: string | null = null): MailMessage {
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} x ${line.productName}${line.size ? ` (${line.size})` : ''} @ ${formatCents(line.unitPriceCents)} = ${formatCents(line.lineTotalCents)}`,
  );
  const place = pickupPlace(order);
  const where =
    order.fulfilment === 'pickup'
      ? `${place ?? 'Pickup'}. We'll email you when it's ready.`
      : `${order.when ? `${order.when}, local delivery` : 'Local delivery'} to: ${deliveryAddress(order)}`;
  const paymentText =
    payment.status === 'due_on_fulfilment'
      ? `${order.paymentLabel}. ${payment.instructions}`
      : payment.status === 'paid'
        ? `Paid: ${formatCents(order.totalCents)} by card. Thank you!`
        : order.paymentLabel;
  return renderMail(
    {
      to: order.email,
      subject: `Your Drip Cotton Candy order ${order.orderNumber}`,
      preview: `Order ${order.orderNumber}: ${formatCents(order.totalCents)}. We'll email you at every step.`,
      heading: `Thanks for your order, ${mailLine(order.customerName)}!`,
      blocks: [
        { type: 'paragraph', text: `Your order number is ${order.orderNumber}. We'll email you whenever its status changes.` },
        { type: 'list', items: lines },
        ...supportingBlocks(order, brand, rateStandUrl),
        {
          type: 'details',
          rows: [
            ...moneyRows(order).map((row) => ({ label: row.label, value: row.text })),
            { label: FULFILMENT_LABELS[order.fulfilment], value: where },
            { label: 'Payment', value: paymentText },
            ...buyerWords(order),
          ],
        },
        ...trackButton(brand, order),
      ],
      footerNote: 'You get this email because an order was placed on our site with this address.',
    },
    brand,
  );
}

/** A card order's refund, in the mail that cancels it: the buyer knows the money is on its way back. */
function refundBlocks(order: CustomerOrder): MailBlock[] {
  if (order.refundedCents === 0) return [];
  return [
    {
      type: 'paragraph',
      text: `We refunded ${formatCents(order.refundedCents)} to the card you paid with. Your bank shows it within 5 to 10 business days.`,
    },
  ];
}

type StatusMail = { subject: string; heading: string; blocks: MailBlock[] };

function statusMailContent(order: CustomerOrder, status: StaffOrderStatus, brand: MailBrand, rateStandUrl: string | null): StatusMail {
  const n = order.orderNumber;
  const callUs = brand.contact ? ` Questions? Reply to this email or call us at ${brand.contact.phone}.` : ' Questions? Reply to this email.';
  switch (status) {
    case 'preparing':
      return {
        subject: `Your order ${n} is being prepared`,
        heading: "We're spinning your order!",
        blocks: [
          {
            type: 'paragraph',
            text: `Good news: our crew started preparing order ${n}. We'll email you again when it's ready${order.fulfilment === 'pickup' ? ' for pickup' : ' to go out'}.`,
          },
        ],
      };
    case 'ready':
      return order.fulfilment === 'pickup'
        ? {
            subject: `Your order ${n} is ready for pickup`,
            heading: 'Your order is ready for pickup!',
            blocks: [
              {
                type: 'paragraph',
                text: `Order ${n} is packed and waiting for you${order.pickup ? ` at ${order.pickup.address}` : ''}. Please bring your order number.`,
              },
              { type: 'paragraph', text: `Payment: ${order.paymentLabel}.` },
            ],
          }
        : {
            subject: `Your order ${n} is ready`,
            heading: 'Your order is packed!',
            blocks: [{ type: 'paragraph', text: `Order ${n} is packed. We'll email you when it is out for delivery to ${deliveryAddress(order)}.` }],
          };
    case 'out_for_delivery':
      return {
        subject: `Your order ${n} is out for delivery`,
        heading: 'Your order is on its way!',
        blocks: [
          { type: 'paragraph', text: `Order ${n} is out for delivery to ${deliveryAddress(order)}.` },
          { type: 'paragraph', text: `Payment: ${order.paymentLabel}.` },
        ],
      };
    case 'completed':
      return {
        subject: `Your order ${n} is complete — thank you!`,
        heading: 'Enjoy every fluffy bite!',
        blocks: [
          { type: 'paragraph', text: `Order ${n} is complete. Thank you for choosing Drip Cotton Candy!` },
          ...supportingBlocks(order, brand, rateStandUrl),
          { type: 'button', label: 'Shop again', url: `${brand.publicUrl}/shop` },
        ],
      };
    case 'cancelled':
      return {
        subject: `Your order ${n} was cancelled`,
        heading: 'Your order was cancelled',
        blocks: [
          {
            type: 'paragraph',
            text: `Order ${n} was cancelled and will not be ${order.fulfilment === 'pickup' ? 'prepared for pickup' : 'delivered'}.${callUs}`,
          },
          ...refundBlocks(order),
        ],
      };
  }
}

/** The buyer's mail when staff move an order to `status`; a completed order for a stand carries its rating link. */
export function orderStatusMail(order: CustomerOrder, status: StaffOrderStatus, brand: MailBrand, rateStandUrl: string | null = null): MailMessage {
  const content = statusMailContent(order, status, brand, rateStandUrl);
  return renderMail(
    {
      to: order.email,
      subject: content.subject,
      preview: `Order ${order.orderNumber}: ${ORDER_STATUS_LABELS[status]}`,
      heading: content.heading,
      blocks: [
        { type: 'paragraph', text: `Hi ${mailLine(order.customerName)},` },
        ...content.blocks,
        {
          type: 'details',
          rows: [
            { label: 'Order number', value: order.orderNumber },
            { label: 'Status', value: ORDER_STATUS_LABELS[status] },
            { label: 'Fulfilment', value: FULFILMENT_LABELS[order.fulfilment] },
            ...(order.when ? [{ label: 'When', value: order.when }] : []),
            { label: 'Total', value: formatCents(order.totalCents) },
          ],
        },
        ...trackButton(brand, order),
      ],
      footerNote: 'You get this email because an order was placed on our site with this address.',
    },
    brand,
  );
}

/** A status mail sent by mistake, corrected: the order's real status now, and that the earlier message was wrong. */
export function orderStatusCorrectionMail(order: CustomerOrder, wrongStatus: OrderStatus, brand: MailBrand): MailMessage {
  const now = ORDER_STATUS_LABELS[order.status];
  return renderMail(
    {
      to: order.email,
      subject: `Correction: order ${order.orderNumber} is ${now.toLowerCase()}`,
      preview: `Order ${order.orderNumber}: ${now}`,
      heading: 'A correction about your order',
      blocks: [
        { type: 'paragraph', text: `Hi ${mailLine(order.customerName)},` },
        {
          type: 'paragraph',
          text: `We told you that your order was ${ORDER_STATUS_LABELS[wrongStatus].toLowerCase()}. That was our mistake, sorry: it is ${now.toLowerCase()}. We will write again when it moves along.`,
        },
        {
          type: 'details',
          rows: [
            { label: 'Order number', value: order.orderNumber },
            { label: 'Status', value: now },
          ],
        },
        ...trackButton(brand, order),
      ],
      footerNote: 'You get this email because an order was placed on our site with this address.',
    },
    brand,
  );
}

/** The back-office addresses of one order: the orders list searched for its number, and its packing slip. */
export function staffOrderUrls(publicUrl: string, order: { id: string; orderNumber: string }) {
  return {
    list: `${publicUrl}/admin/orders?q=${encodeURIComponent(order.orderNumber)}`,
    slip: `${publicUrl}/admin/orders/${order.id}/slip`,
  };
}

/**
 * The business's notice of a new order, to the email address in Settings: sent when the buyer's confirmation is
 * (an order paid in person when placed, a card order once paid), so every order staff must make arrives once. It is
 * mail the business owes itself, so no cap holds it. Null while Settings has no contact address.
 */
export function newOrderNotice(order: CustomerOrder, orderId: string, brand: MailBrand): MailMessage | null {
  if (!brand.contact) return null;
  const urls = staffOrderUrls(brand.publicUrl, { id: orderId, orderNumber: order.orderNumber });
  const place = order.fulfilment === 'pickup' ? 'Pickup' : `Delivery to ${deliveryAddress(order)}`;
  return renderMail(
    {
      to: brand.contact.email,
      subject: `New order ${order.orderNumber}: ${formatCents(order.totalCents)}${order.paid ? ' (paid by card)' : ''}`,
      preview: `${mailLine(order.customerName)}, ${place}`,
      heading: `New order ${order.orderNumber}`,
      blocks: [
        {
          type: 'list',
          items: order.lines.map((line) => `${line.quantity} x ${line.productName}${line.size ? ` (${line.size})` : ''} = ${formatCents(line.lineTotalCents)}`),
        },
        {
          type: 'details',
          rows: [
            { label: 'Customer', value: mailLine(order.customerName) },
            { label: 'Email', value: order.email },
            { label: FULFILMENT_LABELS[order.fulfilment], value: place },
            ...moneyRows(order).map((row) => ({ label: row.label, value: row.text })),
            { label: 'Payment', value: order.paid ? `Paid by card` : order.paymentLabel },
            ...(order.notes ? [{ label: 'Note', value: mailLine(order.notes, ORDER_LIMITS.notes) }] : []),
            ...(order.isGift ? [{ label: 'Gift', value: order.giftNote ? `Yes. Gift note: ${mailLine(order.giftNote, GIFT_NOTE_MAX)}` : 'Yes' }] : []),
          ],
        },
        { type: 'button', label: 'Open it in the back office', url: urls.list },
        { type: 'links', links: [{ label: 'Print the packing slip', url: urls.slip }] },
      ],
      footerNote: 'Sent to the contact email in back-office Settings for every new order.',
    },
    brand,
  );
}
