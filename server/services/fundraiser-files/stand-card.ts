import sharp from 'sharp';
import { formatCents } from '@shared/money';
import { escapeHtml } from '../escape-html';

const WIDTH = 1200;
const HEIGHT = 630;

/** A line cut to `max` characters with an ellipsis, so a long name or group stays on the card. */
const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * A stand's link-preview picture when it has no approved photo: 1200x630 PNG (what Open Graph and Twitter cards show)
 * with the stand's public name, its group and its goal — nothing the stand page does not show.
 */
export async function standCardPng(stand: { name: string; groupName: string; goalCents: number }): Promise<Buffer> {
  const text = (value: string) => escapeHtml(value);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe3f1"/><stop offset="1" stop-color="#dff3ff"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="1080" cy="90" r="160" fill="#ffd1ea"/>
  <circle cx="120" cy="560" r="180" fill="#cdeeff"/>
  <text x="80" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="36" fill="#6b3fa0">Fluff Fundraiser stand</text>
  <text x="80" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="88" fill="#d6338a">${text(fit(stand.name, 22))}</text>
  <text x="80" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#3b2a4a">for ${text(fit(stand.groupName, 40))}</text>
  <text x="80" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="48" fill="#3b2a4a">Goal: ${text(formatCents(stand.goalCents))}</text>
  <text x="80" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#3b2a4a">Drip Cotton Candy · Atlanta, GA</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
