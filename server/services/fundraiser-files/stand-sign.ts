import QRCode from 'qrcode';
import type { PDFPage, RGB } from 'pdf-lib';
import { formatCents } from '@shared/money';
import { BRAND, drawCentered, drawSignFrame, LETTER, newDocument } from './pdf-layout';

// A stand's own printable sign: its public name, group and goal, and a QR code that opens its page, where
// supporters see the raised total and buy for the stand. Made here with pdf-lib and the qrcode package's matrix
// (no image service, nothing fetched at runtime).

export type StandSignInput = { name: string; groupName: string; goalCents: number; url: string };

/** pdf-lib's standard fonts encode Latin-1 only: accents are dropped and any other character left out. */
export function winAnsiText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '');
}

/** Draws the QR code of `text` as dark squares in a `size`-point square whose lower left corner is (x, y). */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB) {
  // M: a quarter of the code can be smudged or folded and it still scans, at a size a phone reads from a metre away.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on every side, as the QR standard asks.
  const cells = modules.size + 8;
  const cell = size / cells;
  page.drawRectangle({ x, y, width: size, height: size, color: BRAND.white });
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({ x: x + (col + 4) * cell, y: y + size - (row + 5) * cell, width: cell, height: cell, color });
    }
  }
}

export async function standSignPdf(stand: StandSignInput): Promise<Uint8Array> {
  const name = winAnsiText(stand.name) || 'Our stand';
  const group = winAnsiText(stand.groupName);
  const { doc, fonts } = await newDocument(`${name} - Fluff Fundraiser stand sign`, `Stand sign with a QR code to ${stand.url}`);
  const page = doc.addPage(LETTER);
  const [width, height] = LETTER;
  drawSignFrame(page, BRAND.pink);
  drawCentered(page, 'FLUFF FUNDRAISER', height - 150, fonts.bold, 22, BRAND.purple);
  const nameSize = Math.min(54, Math.floor((54 * (width - 120)) / fonts.bold.widthOfTextAtSize(name, 54)));
  drawCentered(page, name, height - 210, fonts.bold, nameSize, BRAND.pink);
  const groupLine = `for ${group}`;
  const groupSize = Math.min(22, Math.floor((22 * (width - 120)) / fonts.regular.widthOfTextAtSize(groupLine, 22)));
  drawCentered(page, groupLine, height - 244, fonts.regular, groupSize, BRAND.ink);
  drawCentered(page, `Our goal: ${formatCents(stand.goalCents)}`, height - 284, fonts.bold, 24, BRAND.blue);

  const qrSize = 260;
  drawQrCode(page, stand.url, (width - qrSize) / 2, 190, qrSize, BRAND.ink);
  drawCentered(page, 'Scan to see our progress and order for our stand', 158, fonts.bold, 18, BRAND.ink);
  const link = winAnsiText(stand.url);
  const linkSize = Math.min(12, Math.floor((12 * (width - 120)) / fonts.regular.widthOfTextAtSize(link, 12)));
  drawCentered(page, link, 134, fonts.regular, linkSize, BRAND.grey);
  drawCentered(page, 'Every tub helps. Thank you!', 90, fonts.bold, 20, BRAND.pink);
  drawCentered(page, 'Drip Cotton Candy, Atlanta  |  Sweet indulgence with attitude', 50, fonts.italic, 12, BRAND.grey);
  return doc.save();
}
