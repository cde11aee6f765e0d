import QRCode from 'qrcode';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { standSignPdf, winAnsiText } from './stand-sign';

/** The page's content operators, inflated. */
async function pageOperators(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[0]!;
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((item) => pdf.context.lookup(item as PDFRef))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
}

function drawnText(operators: string): string {
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((match) => String.fromCharCode(...((match[1] ?? '').match(/../g) ?? []).map((h) => parseInt(h, 16))))
    .join('\n');
}

const URL = 'https://drip.example/fluff-fundraiser/stands/amara-w-east-point-elementary';

describe('the stand sign', () => {
  it('names the stand, its group and goal, and prints a QR code of the stand page’s address', async () => {
    const bytes = await standSignPdf({ name: 'Amara W.', groupName: 'East Point Elementary', goalCents: 25000, url: URL });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Amara W. - Fluff Fundraiser stand sign');
    const operators = await pageOperators(bytes);
    const text = drawnText(operators);
    for (const line of ['Amara W.', 'for East Point Elementary', 'Our goal: $250.00', URL]) expect(text).toContain(line);

    // One filled square per dark module of the address's QR code, beside the sign's 12 fixed filled rectangles
    // (background, band, nine drips and the code's white square).
    const { modules } = QRCode.create(URL, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const filledRectangles = operators.match(/ m\n[-\d. ]+ l\n[-\d. ]+ l\n[-\d. ]+ l\nh\nf\n/g)?.length ?? 0;
    expect(filledRectangles).toBe(12 + dark);
  });

  it('leaves out what the PDF fonts cannot write, keeping accented letters readable', () => {
    expect(winAnsiText('Zoë Ł. 🍭')).toBe('Zoe . ');
  });
});
