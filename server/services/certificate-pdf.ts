import { rgb } from 'pdf-lib';
import { BRAND, drawCentered, drawSignFrame, LETTER_LANDSCAPE, newDocument } from './fundraiser-files/pdf-layout';
import { winAnsiText } from './fundraiser-files/stand-sign';

// A finished course's certificate: one landscape page with the name as the learner gave it, the course, the date
// and the code that verifies it at its public address. Made here with pdf-lib, like the fundraiser's printables.

export type CertificatePdfInput = { nameOnCertificate: string; courseTitle: string; issuedOn: string; code: string; verifyUrl: string };

/** The largest size up to `max` at which `text` fits `width` points in `font`. */
function fittingSize(text: string, width: number, max: number, widthAt: (text: string, size: number) => number): number {
  return Math.min(max, Math.floor((max * width) / Math.max(1, widthAt(text, max))));
}

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const name = winAnsiText(input.nameOnCertificate) || 'Learner';
  const course = winAnsiText(input.courseTitle) || 'Business Academy course';
  const { doc, fonts } = await newDocument(`Certificate of completion - ${course}`, `Business Academy certificate ${input.code}`);
  const page = doc.addPage(LETTER_LANDSCAPE);
  const [width, height] = LETTER_LANDSCAPE;
  const textWidth = width - 160;
  drawSignFrame(page, BRAND.purple);
  drawCentered(page, 'DRIP COTTON CANDY  BUSINESS ACADEMY', height - 140, fonts.bold, 16, BRAND.pink);
  drawCentered(page, 'Certificate of Completion', height - 192, fonts.bold, 40, BRAND.purple);
  drawCentered(page, 'This certifies that', height - 234, fonts.italic, 16, BRAND.grey);
  const nameSize = fittingSize(name, textWidth, 44, (text, size) => fonts.bold.widthOfTextAtSize(text, size));
  drawCentered(page, name, height - 288, fonts.bold, nameSize, BRAND.ink);
  page.drawLine({ start: { x: 160, y: height - 302 }, end: { x: width - 160, y: height - 302 }, thickness: 1.5, color: BRAND.pink });
  drawCentered(page, 'has completed the course', height - 332, fonts.italic, 16, BRAND.grey);
  const courseSize = fittingSize(course, textWidth, 30, (text, size) => fonts.bold.widthOfTextAtSize(text, size));
  drawCentered(page, course, height - 374, fonts.bold, courseSize, BRAND.pink);
  drawCentered(page, `on ${input.issuedOn}`, height - 406, fonts.regular, 16, BRAND.ink);

  const verify = `Certificate ${input.code}  -  verify at ${winAnsiText(input.verifyUrl)}`;
  drawCentered(
    page,
    verify,
    92,
    fonts.regular,
    fittingSize(verify, textWidth, 11, (text, size) => fonts.regular.widthOfTextAtSize(text, size)),
    BRAND.grey,
  );
  drawCentered(page, 'Sweet indulgence with attitude. Too cool to melt!', 64, fonts.italic, 12, rgb(0.45, 0.27, 0.75));
  return doc.save();
}
