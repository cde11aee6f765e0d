import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mailer';
import type { MailBrand } from './brand';

// The one frame every mail is sent in: a plain-text part every client can show and an HTML part that looks like the
// site (its colors, the Drip logo in text, the dark footer with the business's address and phone). Only inline
// styles and tables: mail clients drop <style> blocks and block remote images and fonts, so the mail needs neither.
//
// Every string handed to the layout is plain text and is escaped here; a template never writes HTML of its own, so
// nothing a visitor typed can become markup. Visitor text is also shortened to one line first (mailLine).

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Label and value pairs, such as the details of a booking. */
  | { type: 'details'; rows: { label: string; value: string }[] }
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** The mail's main action, drawn as a button; the text part shows its address. */
  | { type: 'button'; label: string; url: string }
  | { type: 'links'; links: { label: string; url: string }[] }
  /** Small print: what happens next, why this mail came. */
  | { type: 'note'; text: string };

export type MailContent = {
  to: string;
  subject: string;
  /** The line mail clients show beside the subject in the list; hidden in the mail itself. */
  preview?: string;
  heading: string;
  blocks: MailBlock[];
  /** Under the footer: why the reader gets this mail. */
  footerNote?: string;
  /** The newsletter's unsubscribe page; shown in the footer of both parts. */
  unsubscribeUrl?: string;
  headers?: Record<string, string>;
};

export const BRAND_NAME = 'Drip Cotton Candy';
export const BRAND_TAGLINE = 'Sweet indulgence with attitude. Too cool to melt!';

// The site's theme colors (src/styles.css).
const COLORS = {
  pink: '#ff6fb5',
  pinkDark: '#be2878',
  blue: '#5ec8ff',
  yellow: '#ffd95e',
  purple: '#b58cff',
  purpleDark: '#6b3fd1',
  mint: '#6ee7c5',
  ink: '#2b1838',
  cream: '#fff8fc',
  muted: '#6b5a75',
  line: '#f3d6e7',
} as const;

// The site's fonts when the reader has them installed, then ones every system has.
const DISPLAY_FONT = "'Baloo 2', Nunito, 'Trebuchet MS', Arial, sans-serif";
const BODY_FONT = "Nunito, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// ---- Plain text ----------------------------------------------------------------------------------------------------

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'list':
      return block.items.map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'links':
      return block.links.map((link) => `- ${link.label}: ${link.url}`).join('\n');
  }
}

function contactLines(brand: MailBrand): string[] {
  if (!brand.contact) return [brand.publicUrl];
  return [brand.contact.address, `${brand.contact.phone} · ${brand.contact.email}`, brand.publicUrl];
}

function renderText(content: MailContent, brand: MailBrand): string {
  const footer = [`${BRAND_NAME} — ${BRAND_TAGLINE}`, ...contactLines(brand)];
  if (content.footerNote) footer.push('', content.footerNote);
  if (content.unsubscribeUrl) footer.push(`Unsubscribe: ${content.unsubscribeUrl}`);
  return [content.heading, '', ...content.blocks.flatMap((block) => [textBlock(block), '']), '-- ', ...footer].join('\n');
}

// ---- HTML ----------------------------------------------------------------------------------------------------------

const para = `margin:0 0 16px;font-family:${BODY_FONT};font-size:16px;line-height:1.55;color:${COLORS.ink}`;

function link(url: string, label: string, style = `color:${COLORS.pinkDark};font-weight:700`): string {
  return `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
}

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${para}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="${para};font-size:13px;color:${COLORS.muted}">${escapeHtml(block.text)}</p>`;
    case 'details': {
      const rows = block.rows
        .map(
          (row, i) =>
            `<tr><td style="padding:8px 12px;${i > 0 ? `border-top:1px solid ${COLORS.line};` : ''}font-family:${BODY_FONT};font-size:13px;font-weight:700;color:${COLORS.purpleDark};vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td>` +
            `<td style="padding:8px 12px;${i > 0 ? `border-top:1px solid ${COLORS.line};` : ''}font-family:${BODY_FONT};font-size:15px;color:${COLORS.ink};word-break:break-word">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:separate;background:${COLORS.cream};border:1px solid ${COLORS.line};border-radius:16px">${rows}</table>`;
    }
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('');
      return `<${tag} style="margin:0 0 16px;padding-left:24px;font-family:${BODY_FONT};font-size:16px;line-height:1.5;color:${COLORS.ink}">${items}</${tag}>`;
    }
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border-radius:999px;background:${COLORS.pinkDark}">` +
        link(
          block.url,
          block.label,
          `display:inline-block;padding:13px 28px;border-radius:999px;font-family:${DISPLAY_FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none`,
        ) +
        `</td></tr></table>` +
        `<p style="${para};font-size:12px;color:${COLORS.muted};word-break:break-all">Or open this address: ${escapeHtml(block.url)}</p>`
      );
    case 'links':
      return `<ul style="margin:0 0 16px;padding-left:24px;font-family:${BODY_FONT};font-size:16px;line-height:1.6">${block.links
        .map((l) => `<li>${link(l.url, l.label)}</li>`)
        .join('')}</ul>`;
  }
}

function htmlFooter(content: Pick<MailContent, 'footerNote' | 'unsubscribeUrl'>, brand: MailBrand): string {
  const small = `margin:0 0 6px;font-family:${BODY_FONT};font-size:13px;line-height:1.5;color:#e9dff0`;
  const lines = [`<p style="${small};color:#ffffff;font-weight:700">${escapeHtml(BRAND_TAGLINE)}</p>`];
  if (brand.contact) {
    const phoneHref = `tel:${brand.contact.phone.replace(/[^\d+]/g, '')}`;
    lines.push(`<p style="${small}">${escapeHtml(brand.contact.address)}</p>`);
    lines.push(
      `<p style="${small}">${link(phoneHref, brand.contact.phone, `color:${COLORS.yellow};text-decoration:none`)} · ${link(`mailto:${brand.contact.email}`, brand.contact.email, `color:${COLORS.yellow};text-decoration:none`)}</p>`,
    );
  }
  lines.push(`<p style="${small}">${link(brand.publicUrl, brand.publicUrl.replace(/^https?:\/\//, ''), `color:${COLORS.yellow};text-decoration:none`)}</p>`);
  if (content.footerNote) lines.push(`<p style="${small};margin-top:12px;color:#cbbfd6">${escapeHtml(content.footerNote)}</p>`);
  if (content.unsubscribeUrl) {
    lines.push(`<p style="${small}">${link(content.unsubscribeUrl, 'Unsubscribe', `color:${COLORS.yellow};text-decoration:underline`)}</p>`);
  }
  return lines.join('');
}

function renderHtml(content: Omit<HtmlRecipe, 'brand'>, brand: MailBrand): string {
  const stripe = [COLORS.pink, COLORS.blue, COLORS.yellow, COLORS.purple, COLORS.mint]
    .map((color) => `<td height="6" style="height:6px;line-height:6px;font-size:0;background:${color}">&nbsp;</td>`)
    .join('');
  const preview = content.preview
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${COLORS.cream}">${escapeHtml(content.preview)}</div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.cream}">
${preview}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.cream}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:24px;overflow:hidden">
<tr><td style="background:${COLORS.pinkDark};padding:20px 28px">
<a href="${escapeHtml(brand.publicUrl)}" style="text-decoration:none"><span style="display:block;font-family:${DISPLAY_FONT};font-size:30px;line-height:1;font-weight:800;color:#ffffff">Drip</span><span style="display:block;font-family:${BODY_FONT};font-size:11px;font-weight:700;letter-spacing:3px;text-transform:uppercase;color:${COLORS.yellow}">Cotton Candy</span></a>
</td></tr>
<tr><td style="padding:0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${stripe}</tr></table></td></tr>
<tr><td style="padding:28px 28px 12px">
<h1 style="margin:0 0 16px;font-family:${DISPLAY_FONT};font-size:26px;line-height:1.2;font-weight:800;color:${COLORS.ink}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="background:${COLORS.ink};padding:20px 28px">${htmlFooter(content, brand)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

// ---- The HTML part as the outbox keeps it -------------------------------------------------------------------------

/** What the HTML part is drawn from: the content (without its address and headers) and the brand it was written under. */
type HtmlRecipe = Pick<MailContent, 'subject' | 'preview' | 'heading' | 'blocks' | 'footerNote' | 'unsubscribeUrl'> & { brand: MailBrand };

// Marks an HTML part kept as its recipe. Only the start of a stored part is read for it, and a drawn part starts with
// its doctype, so the two never mix; a mail stored drawn (before recipes) is sent as it was stored.
const HTML_RECIPE_MARK = '<!--drip-mail-html-recipe v1-->';

/**
 * The HTML part of a mail queued in the outbox, as the recipe it is drawn from when the mail is sent. The frame's
 * inline styles make a drawn part several kilobytes; the recipe is a few hundred bytes, so a rush of orders and
 * messages writes, and the worker reads back, a fraction of the bytes. The brand travels in the recipe: the mail
 * shows the contact details of the moment it was written, as a drawn part would.
 */
function htmlRecipe(content: MailContent, brand: MailBrand): string {
  const recipe: HtmlRecipe = {
    subject: content.subject,
    preview: content.preview,
    heading: content.heading,
    blocks: content.blocks,
    footerNote: content.footerNote,
    unsubscribeUrl: content.unsubscribeUrl,
    brand,
  };
  return HTML_RECIPE_MARK + JSON.stringify(recipe);
}

/** The HTML part a mail is sent with: drawn from its recipe, or the part itself when it was stored drawn. */
export function drawnMailHtml(stored: string): string {
  if (!stored.startsWith(HTML_RECIPE_MARK)) return stored;
  const recipe = JSON.parse(stored.slice(HTML_RECIPE_MARK.length)) as HtmlRecipe;
  return renderHtml(recipe, recipe.brand);
}

/**
 * The mail in the site's frame, as a plain-text and an HTML part with the same content. The HTML part is its recipe
 * (htmlRecipe): the outbox keeps it so and draws it when it sends (drawnMailHtml).
 */
export function renderMail(content: MailContent, brand: MailBrand): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content, brand),
    html: htmlRecipe(content, brand),
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
