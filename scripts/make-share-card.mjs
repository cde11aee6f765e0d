// Draws public/images/share-card.png, the 1200x630 picture link previews (Open Graph, Twitter cards) show for pages
// without a picture of their own. Previews need a raster image, and the site's artwork is SVG, so the card is drawn
// from the mascots with sharp. Run again after changing the artwork: `node scripts/make-share-card.mjs`.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const mascot = async (name) =>
  (await readFile(path.join(root, 'public/images/mascots', `${name}.svg`), 'utf8')).replace(/^<svg /, '<svg width="260" height="260" ');

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe3f1"/><stop offset="1" stop-color="#dff3ff"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="1080" cy="90" r="160" fill="#ffd1ea"/>
  <circle cx="120" cy="560" r="180" fill="#cdeeff"/>
  <text x="80" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="96" fill="#d6338a">Drip</text>
  <text x="80" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#6b3fa0">Cotton Candy</text>
  <text x="80" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#3b2a4a">Sweet indulgence with attitude</text>
  <text x="80" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#3b2a4a">Gourmet cotton candy · Atlanta, GA</text>
</svg>`;

const [fluff, blue] = await Promise.all([mascot('fluff-mama'), mascot('cool-blue')]);
await sharp(Buffer.from(card))
  .composite([
    { input: Buffer.from(fluff), left: 660, top: 200 },
    { input: Buffer.from(blue), left: 900, top: 260 },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(root, 'public/images/share-card.png'));
console.log('wrote public/images/share-card.png');
