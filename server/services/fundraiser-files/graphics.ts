import sharp from 'sharp';

// Social media graphics for participants: each is drawn as SVG (editable in any vector tool) and rendered to PNG
// with sharp (ready to post). Text uses generic font families so it renders wherever the files are opened.

type Graphic = { name: string; width: number; height: number; svg: string };

const PINK = '#e0338a';
const PURPLE = '#7345bf';
const BLUE = '#2980c7';
const CREAM = '#fff8ee';
const INK = '#211c33';

function drips(width: number, color: string, y = 0): string {
  const parts: string[] = [`<rect x="0" y="${y}" width="${width}" height="90" fill="${color}"/>`];
  for (let x = 40, i = 0; x < width; x += 120, i += 1) {
    const depth = 150 + (i % 3) * 60;
    parts.push(`<rect x="${x}" y="${y + 60}" width="56" height="${depth - 60}" rx="28" fill="${color}"/>`);
    parts.push(`<circle cx="${x + 28}" cy="${y + depth}" r="28" fill="${color}"/>`);
  }
  return parts.join('');
}

function cone(cx: number, cy: number, scale: number): string {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})">
    <circle cx="-60" cy="-40" r="90" fill="#ff9ecf"/><circle cx="50" cy="-70" r="100" fill="#b9a2ff"/>
    <circle cx="0" cy="10" r="95" fill="#8fd3ff"/><circle cx="70" cy="20" r="70" fill="#ffc6e3"/>
    <polygon points="-70,60 70,60 0,300" fill="#f6c26b"/>
    <polyline points="-45,110 45,110 M-30,170 30,170" stroke="#d89a3c" stroke-width="8" fill="none"/>
  </g>`;
}

function text(x: number, y: number, size: number, content: string, color: string, weight = 800): string {
  return `<text x="${x}" y="${y}" font-family="Arial, Helvetica, DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${content}</text>`;
}

export const SOCIAL_GRAPHICS: Graphic[] = [
  {
    name: 'instagram-post-stand-open',
    width: 1080,
    height: 1080,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080">
      <rect width="1080" height="1080" fill="${CREAM}"/>${drips(1080, PINK)}
      ${cone(540, 470, 1.0)}
      ${text(540, 900, 86, 'MY STAND IS OPEN!', PURPLE)}
      ${text(540, 980, 44, 'Come get fresh cotton candy', INK, 600)}
      ${text(540, 1045, 38, '#FluffFundraiser', PINK)}
    </svg>`,
  },
  {
    name: 'instagram-story-goal',
    width: 1080,
    height: 1920,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920">
      <rect width="1080" height="1920" fill="#f3ecff"/>${drips(1080, PURPLE)}
      ${text(540, 420, 96, 'HELP ME REACH', INK)}
      ${text(540, 530, 96, 'MY GOAL!', PINK)}
      ${cone(540, 900, 1.3)}
      <rect x="190" y="1360" width="700" height="70" rx="35" fill="#fff" stroke="${PURPLE}" stroke-width="8"/>
      <rect x="198" y="1368" width="300" height="54" rx="27" fill="${PINK}"/>
      ${text(540, 1520, 52, 'Every tub helps. Thank you!', INK, 600)}
      ${text(540, 1760, 56, '#FluffFundraiser', PURPLE)}
    </svg>`,
  },
  {
    name: 'thank-you-post',
    width: 1080,
    height: 1080,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080">
      <rect width="1080" height="1080" fill="#e9f7ff"/>${drips(1080, BLUE)}
      ${text(540, 420, 120, 'THANK YOU!', BLUE)}
      ${text(540, 520, 48, 'You helped our stand raise money', INK, 600)}
      ${text(540, 580, 48, 'for something that matters.', INK, 600)}
      ${cone(540, 760, 0.7)}
      ${text(540, 1040, 38, '#FluffFundraiser  |  Drip Cotton Candy', PINK)}
    </svg>`,
  },
  {
    name: 'tiktok-cover',
    width: 1080,
    height: 1920,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920">
      <rect width="1080" height="1920" fill="${INK}"/>${drips(1080, PINK)}
      ${cone(540, 760, 1.5)}
      ${text(540, 1400, 110, 'SPIN &amp; SELL', '#ffffff')}
      ${text(540, 1520, 60, 'Watch my stand day', '#ffc6e3', 600)}
      ${text(540, 1760, 56, '#FluffFundraiser', '#8fd3ff')}
    </svg>`,
  },
];

export async function renderGraphicPng(graphic: Graphic): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(graphic.svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Uint8Array(png);
}
