import { unzipSync, strFromU8 } from 'fflate';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FUNDRAISER_DOWNLOADS } from '@shared/schemas/fundraiser';
import { GROUP_SHARE_MAX_PERCENT } from '@shared/schemas/admin-fundraiser';
import { POINTS_FORMULA } from '../fundraiser-points';
import { getDownload } from './index';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The text drawn on every page: page streams are inflated and the hex strings of their Tj operators decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const chunks: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const item of refs) {
      const stream = pdf.context.lookup(item as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        const hex = match[1] ?? '';
        chunks.push(String.fromCharCode(...(hex.match(/../g) ?? []).map((h) => parseInt(h, 16))));
      }
    }
  }
  return chunks.join('\n');
}

/** The text with its line breaks as spaces, so a phrase wrapped over two lines is found. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('fundraiser downloads', () => {
  it.each(FUNDRAISER_DOWNLOADS.filter((slug) => !['social-media-graphics', 'all-resources'].includes(slug)))(
    '%s is a valid PDF with pages and a title',
    async (slug) => {
      const file = await getDownload(slug);
      expect(file.contentType).toBe('application/pdf');
      expect(file.filename).toMatch(/\.pdf$/);
      expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(file.bytes);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(pdf.getTitle()).toMatch(/Fluff Fundraiser/);
      expect(file.bytes.byteLength).toBeGreaterThan(1500);
    },
  );

  it('the starter kit guide runs over several pages', async () => {
    const file = await getDownload('starter-kit');
    const pdf = await PDFDocument.load(file.bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    const text = await pdfText(file.bytes);
    for (const phrase of ['How the quest works', 'Adult supervision is required for every participant under 12.', 'Share & Score', '16oz', '32oz']) {
      expect(text).toContain(phrase);
    }
  });

  it("the score card, starter kit and price list state the site's own points formula and share, and nothing else", async () => {
    const [card, kit, prices, hygiene] = await Promise.all(
      (['score-card', 'starter-kit', 'price-list-template', 'hygiene-checklist'] as const).map(async (slug) =>
        flat(await pdfText((await getDownload(slug)).bytes)),
      ),
    );
    const { perSalesDollar, perRatingStar, creativityAwardMax } = POINTS_FORMULA;
    for (const text of [card, kit]) {
      expect(text).toContain(`${perSalesDollar} points per whole dollar`);
      expect(text).toContain(`${perRatingStar} points per star`);
      expect(text).toContain(`1-${creativityAwardMax} points an award`);
      expect(text).toContain('Nothing to upload');
      expect(text).toContain('divided by the stand days you have held so far');
    }
    expect(card).toContain(`Whole dollars collected (x ${perSalesDollar})`);
    expect(card).toContain(`Stars from ratings (x ${perRatingStar})`);
    expect(prices).toContain(`earns ${perSalesDollar} points per whole dollar`);
    for (const text of [kit, prices]) expect(text).toContain(`up to ${GROUP_SHARE_MAX_PERCENT}% of the sales your stands collect`);
    // No scale, vote card or upload the site does not have.
    for (const text of [card, kit, prices, hygiene]) {
      expect(text).not.toMatch(/1,?000 points|max 1000|per event/i);
      expect(text).not.toMatch(/upload (it|your)/i);
      expect(text).not.toMatch(/vote/i);
    }
  });

  it('the price list template is for 16oz and 32oz tubs; the signage has four signs', async () => {
    const prices = await pdfText((await getDownload('price-list-template')).bytes);
    expect(prices).toContain('16oz tub');
    expect(prices).toContain('32oz tub');
    const hygiene = await pdfText((await getDownload('hygiene-checklist')).bytes);
    expect(hygiene).toContain('Tie back long hair with a hair tie; wear a hat or headband.');
    const signage = await PDFDocument.load((await getDownload('stand-signage')).bytes);
    expect(signage.getPageCount()).toBe(4);
    expect(signage.getPage(0).getWidth()).toBeGreaterThan(signage.getPage(0).getHeight());
  });

  it('the social media graphics ZIP holds a PNG and an SVG of each graphic', async () => {
    const file = await getDownload('social-media-graphics');
    expect(file.contentType).toBe('application/zip');
    expect([...file.bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const entries = unzipSync(file.bytes);
    const names = Object.keys(entries);
    const pngs = names.filter((n) => n.endsWith('.png'));
    const svgs = names.filter((n) => n.endsWith('.svg'));
    expect(pngs.length).toBeGreaterThanOrEqual(3);
    expect(svgs.map((n) => n.replace('.svg', ''))).toEqual(pngs.map((n) => n.replace('.png', '')));
    for (const png of pngs) expect([...entries[png]!.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    for (const svg of svgs) expect(strFromU8(entries[svg]!)).toContain('#FluffFundraiser');
  });

  it('the all-resources ZIP holds every PDF, the graphics and a README', async () => {
    const entries = unzipSync((await getDownload('all-resources')).bytes);
    const names = Object.keys(entries);
    for (const pdf of [
      'fluff-fundraiser-starter-kit.pdf',
      'fluff-fundraiser-score-card.pdf',
      'fluff-fundraiser-stand-signage.pdf',
      'fluff-fundraiser-price-list-template.pdf',
      'fluff-fundraiser-hygiene-checklist.pdf',
    ]) {
      expect(names).toContain(pdf);
      expect(new TextDecoder().decode(entries[pdf]!.slice(0, 5))).toBe('%PDF-');
    }
    expect(names.some((n) => n.startsWith('social-media-graphics/') && n.endsWith('.png'))).toBe(true);
    // Clean paths: no empty folder name, no leading slash.
    for (const name of names) expect(name).not.toMatch(/\/\/|^\//);
    expect(strFromU8(entries['README.txt']!)).toContain('Fluff Fundraiser');
  });

  it('generates each file once per process', async () => {
    expect(await getDownload('score-card')).toBe(await getDownload('score-card'));
  });
});
