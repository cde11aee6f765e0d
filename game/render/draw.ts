/** Drawing of the scene's parts on PixiJS Graphics, in logical units. Nothing here reads game state. */
import type { Graphics } from 'pixi.js';
import { COLORS, patienceColor, type CustomerLook } from './palette';
import type { SceneLayout } from './layout';

export function drawBackdrop(g: Graphics, layout: SceneLayout): void {
  const { width, height, groundY } = layout;
  g.clear();
  // Sky in bands (a gradient without a texture), then sun and clouds across the whole width.
  const bands = 8;
  for (let i = 0; i < bands; i += 1) {
    const t = i / (bands - 1);
    const color = mix(COLORS.skyTop, COLORS.skyBottom, t);
    g.rect(0, (groundY / bands) * i, width, groundY / bands + 1).fill(color);
  }
  g.circle(width - 70, layout.top + 52, 30).fill({ color: 0xfff3b0, alpha: 0.9 });
  for (let x = 120, i = 0; x < width + 60; x += 230, i += 1) {
    const y = layout.top + 30 + ((i * 37) % 50);
    const s = 0.7 + ((i * 13) % 5) / 10;
    g.ellipse(x, y, 40 * s, 14 * s).fill({ color: COLORS.white, alpha: 0.9 });
    g.ellipse(x + 22 * s, y - 8 * s, 24 * s, 14 * s).fill({ color: COLORS.white, alpha: 0.9 });
  }
  drawPark(g, layout);
  g.rect(0, groundY, width, height - groundY).fill(COLORS.ground);
  g.rect(0, groundY, width, 8).fill(COLORS.groundDark);
  g.rect(0, groundY + 18, width, 26).fill(COLORS.path);
}

/** The park behind the street: a row of houses and trees along the horizon, lamp posts and bunting over the line. */
function drawPark(g: Graphics, layout: SceneLayout): void {
  const { width, groundY, stand } = layout;
  const houseColors = [0xffe0ec, 0xe3f2fd, 0xfff8e1, 0xe8f5e9, 0xf3e5f5];
  const roofColors = [0xd6338a, 0x5ec8ff, 0xffb020, 0x34c759, 0xb58cff];
  for (let x = stand.right + 10, i = 0; x < width; x += 150, i += 1) {
    const w = 70 + (i % 3) * 14;
    const h = 56 + ((i * 29) % 40);
    const base = groundY - 2;
    g.rect(x, base - h, w, h).fill({ color: houseColors[i % houseColors.length] ?? 0xffffff, alpha: 0.9 });
    g.poly([x - 6, base - h, x + w / 2, base - h - 26, x + w + 6, base - h]).fill({ color: roofColors[i % roofColors.length] ?? 0xd6338a, alpha: 0.8 });
    for (let wx = x + 12; wx < x + w - 14; wx += 22) g.rect(wx, base - h + 14, 12, 12).fill({ color: 0x9ad0f5, alpha: 0.9 });
    const tx = x + w + 38;
    g.rect(tx - 4, base - 40, 8, 40).fill(0x8b5a2b);
    g.circle(tx, base - 54, 24).fill(0x6ccf84);
    g.circle(tx - 14, base - 44, 16).fill(0x5bbf74);
    g.circle(tx + 14, base - 46, 17).fill(0x7bd992);
  }
  // Bunting from the stand's awning across the street, in gentle swoops.
  const y0 = stand.top + 4;
  const span = 220;
  for (let x = stand.right; x < width; x += span) {
    const sag = 26;
    g.moveTo(x, y0);
    g.quadraticCurveTo(x + span / 2, y0 + sag * 2, x + span, y0).stroke({ width: 2, color: COLORS.standTrim, alpha: 0.7 });
    for (let k = 1; k < 8; k += 1) {
      const t = k / 8;
      const fx = x + span * t;
      const fy = y0 + sag * 2 * 2 * t * (1 - t);
      g.poly([fx - 7, fy, fx + 7, fy, fx, fy + 14]).fill(k % 2 === 0 ? COLORS.awningA : 0xffd95e);
    }
  }
}

export function drawStand(g: Graphics, layout: SceneLayout): void {
  const { counterY, groundY } = layout;
  const { left, right, top } = layout.stand;
  g.clear();
  // Poles and back wall.
  g.rect(left + 6, top + 34, 10, groundY - top - 34).fill(COLORS.standTrim);
  g.rect(right - 16, top + 34, 10, groundY - top - 34).fill(COLORS.standTrim);
  g.roundRect(left + 16, top + 40, right - left - 32, counterY - top - 40, 8).fill({ color: COLORS.white, alpha: 0.65 });
  // The vendor stands behind the counter, between the spinner and the cones.
  drawVendor(g, layout.vendor.x, counterY);
  // Striped awning with a scalloped edge.
  const stripes = 8;
  const stripeWidth = (right - left) / stripes;
  for (let i = 0; i < stripes; i += 1) {
    g.rect(left + i * stripeWidth, top, stripeWidth + 0.5, 34).fill(i % 2 === 0 ? COLORS.awningA : COLORS.awningB);
    g.circle(left + i * stripeWidth + stripeWidth / 2, top + 34, stripeWidth / 2).fill(i % 2 === 0 ? COLORS.awningA : COLORS.awningB);
  }
  g.roundRect(left - 6, top - 8, right - left + 12, 12, 6).fill(COLORS.standTrim);
  // Counter.
  g.roundRect(left, counterY, right - left, groundY - counterY, 10).fill(COLORS.counter);
  g.rect(left, counterY, right - left, 12).fill(COLORS.counterShade);
  for (let x = left + 20; x < right - 20; x += 36) g.circle(x + 8, counterY + 50, 7).fill({ color: COLORS.white, alpha: 0.6 });
}

/** The stand's vendor from the waist up (the counter hides the rest): striped apron, paper hat, a wave. */
export function drawVendor(g: Graphics, x: number, counterY: number): void {
  const skin = 0xf1c27d;
  const bodyTop = counterY - 58;
  g.roundRect(x - 20, bodyTop, 40, 62, 12).fill(0xffffff);
  g.roundRect(x - 14, bodyTop + 14, 28, 50, 6).fill(COLORS.awningA);
  for (let y = bodyTop + 20; y < counterY; y += 10) g.rect(x - 14, y, 28, 4).fill({ color: COLORS.white, alpha: 0.7 });
  // Arms: one on the counter, one waving.
  g.moveTo(x - 18, bodyTop + 10)
    .lineTo(x - 34, counterY - 4)
    .stroke({ width: 8, color: skin, cap: 'round' });
  g.moveTo(x + 18, bodyTop + 10)
    .lineTo(x + 34, bodyTop - 16)
    .stroke({ width: 8, color: skin, cap: 'round' });
  g.circle(x + 35, bodyTop - 19, 6).fill(skin);
  // Head, hair, face and the paper hat.
  const headY = bodyTop - 18;
  g.circle(x, headY, 18).fill(skin);
  g.ellipse(x, headY - 10, 18, 9).fill(0x4a2c17);
  g.roundRect(x - 16, headY - 30, 32, 14, 4).fill(COLORS.white);
  g.rect(x - 16, headY - 22, 32, 4).fill(COLORS.standTrim);
  g.circle(x - 6, headY + 1, 2.2).fill(COLORS.ink);
  g.circle(x + 6, headY + 1, 2.2).fill(COLORS.ink);
  g.circle(x - 11, headY + 7, 3).fill({ color: 0xff8fb8, alpha: 0.7 });
  g.circle(x + 11, headY + 7, 3).fill({ color: 0xff8fb8, alpha: 0.7 });
  g.moveTo(x - 6, headY + 7);
  g.arc(x, headY + 6, 6, Math.PI * 0.15, Math.PI * 0.85).stroke({ width: 2, color: COLORS.ink });
}

export function drawBowl(g: Graphics, x: number, y: number): void {
  g.ellipse(x, y + 8, 74, 22).fill(COLORS.bowlShade);
  g.ellipse(x, y, 70, 20).fill(COLORS.bowl);
  g.ellipse(x, y - 2, 56, 13).fill(0xeef2f7);
}

/** A cotton-candy cloud: overlapping puffs in the flavor's colours, turned by `spin` radians. */
export function drawCandy(g: Graphics, x: number, y: number, radius: number, colors: readonly number[], spin: number): void {
  const puffs = 7;
  for (let i = 0; i < puffs; i += 1) {
    const angle = spin + (i / puffs) * Math.PI * 2;
    const color = colors[i % colors.length] ?? COLORS.awningA;
    g.circle(x + Math.cos(angle) * radius * 0.45, y + Math.sin(angle) * radius * 0.35, radius * 0.62).fill(color);
  }
  g.circle(x, y, radius * 0.7).fill(colors[0] ?? COLORS.awningA);
  g.circle(x - radius * 0.3, y - radius * 0.3, radius * 0.22).fill({ color: COLORS.white, alpha: 0.45 });
}

export function drawCone(g: Graphics, x: number, y: number, length: number): void {
  g.poly([x - length * 0.22, y, x + length * 0.22, y, x, y + length]).fill(COLORS.cone);
  g.moveTo(x - length * 0.12, y + length * 0.25)
    .lineTo(x + length * 0.08, y + length * 0.7)
    .stroke({ width: 1.5, color: COLORS.coneLine });
}

export function drawSwirl(g: Graphics, x: number, y: number, radius: number, spin: number): void {
  for (let i = 0; i < 3; i += 1) {
    const start = spin + (i * Math.PI * 2) / 3;
    // Start each stroke on the arc itself, so no line is drawn from wherever the last path ended.
    g.moveTo(x + Math.cos(start) * radius, y + Math.sin(start) * radius);
    g.arc(x, y, radius, start, start + 0.9).stroke({ width: 2, color: COLORS.white, alpha: 0.8 });
  }
}

export function drawCoin(g: Graphics, x: number, y: number, r: number, alpha: number): void {
  g.circle(x, y, r).fill({ color: COLORS.coinEdge, alpha });
  g.circle(x, y, r * 0.78).fill({ color: COLORS.coin, alpha });
  g.rect(x - r * 0.12, y - r * 0.45, r * 0.24, r * 0.9).fill({ color: COLORS.coinEdge, alpha });
}

export function drawJar(g: Graphics, kind: 'sugar' | 'syrup' | 'cones', x: number, y: number, loaded: boolean, empty: boolean): void {
  g.clear();
  if (loaded) g.roundRect(x - 24, y - 58, 48, 62, 12).fill({ color: COLORS.patienceHigh, alpha: 0.35 });
  const alpha = empty ? 0.35 : 1;
  if (kind === 'sugar') {
    g.roundRect(x - 17, y - 44, 34, 44, 8).fill({ color: COLORS.glass, alpha });
    g.roundRect(x - 14, y - 30, 28, 27, 6).fill({ color: COLORS.sugar, alpha });
    g.roundRect(x - 19, y - 50, 38, 9, 4).fill({ color: COLORS.standTrim, alpha });
  } else if (kind === 'syrup') {
    g.roundRect(x - 14, y - 40, 28, 40, 8).fill({ color: COLORS.syrup, alpha });
    g.rect(x - 5, y - 52, 10, 14).fill({ color: COLORS.syrup, alpha });
    g.rect(x - 7, y - 56, 14, 6).fill({ color: COLORS.ink, alpha });
  } else {
    for (let i = 0; i < 3; i += 1) {
      const cx = x - 14 + i * 14;
      g.poly([cx - 7, y - 38, cx + 7, y - 38, cx, y]).fill({ color: COLORS.cone, alpha });
    }
  }
}

export interface CustomerPose {
  /** Being served: arms up. */
  reaching: boolean;
  /** Holding a candy (walking away happy). */
  candyColor: number | null;
  /** Walking away unserved. */
  sad: boolean;
  /** Bob offset from walking, in units. */
  bob: number;
}

/** A customer standing with their feet at (0, 0). */
export function drawCustomer(g: Graphics, look: CustomerLook, pose: CustomerPose): void {
  g.clear();
  const h = look.height;
  const headR = h * 0.15;
  const bodyTop = -h + headR * 2 + pose.bob;
  if (look.accessory === 'balloon') {
    g.moveTo(-14, bodyTop + h * 0.3)
      .lineTo(-20, bodyTop - h * 0.55)
      .stroke({ width: 1.2, color: COLORS.ink, alpha: 0.6 });
    g.ellipse(-20, bodyTop - h * 0.55 - 12, 11, 13).fill(look.accent);
    g.circle(-24, bodyTop - h * 0.55 - 17, 3).fill({ color: COLORS.white, alpha: 0.5 });
  }
  if (look.accessory === 'backpack') g.roundRect(-19, bodyTop + 4, 10, h * 0.3, 4).fill(look.accent);
  // Legs and body.
  g.rect(-8, -h * 0.35, 6, h * 0.35).fill(look.pants);
  g.rect(2, -h * 0.35, 6, h * 0.35).fill(look.pants);
  g.roundRect(-13, bodyTop, 26, h * 0.42, 8).fill(look.shirt);
  if (look.accessory === 'scarf') g.roundRect(-11, bodyTop - 2, 22, 7, 3).fill(look.accent);
  // Arms.
  if (pose.reaching) {
    g.moveTo(-11, bodyTop + 6)
      .lineTo(-22, bodyTop - 10)
      .stroke({ width: 5, color: look.skin, cap: 'round' });
    g.moveTo(11, bodyTop + 6)
      .lineTo(-4, bodyTop - 12)
      .stroke({ width: 5, color: look.skin, cap: 'round' });
  } else {
    g.moveTo(-12, bodyTop + 6)
      .lineTo(-16, bodyTop + h * 0.3)
      .stroke({ width: 5, color: look.skin, cap: 'round' });
    g.moveTo(12, bodyTop + 6)
      .lineTo(16, bodyTop + h * 0.3)
      .stroke({ width: 5, color: look.skin, cap: 'round' });
  }
  if (look.cane)
    g.moveTo(18, bodyTop + h * 0.3)
      .lineTo(22, 0)
      .stroke({ width: 3, color: 0x8b5a2b });
  // Head and hair.
  const headY = bodyTop - headR + 2;
  if (look.hairStyle === 'long') g.roundRect(-headR - 2, headY - headR, headR * 2 + 4, headR * 2.2, headR).fill(look.hair);
  if (look.hairStyle === 'ponytail') g.ellipse(headR + 3, headY + 2, headR * 0.45, headR * 0.9).fill(look.hair);
  g.circle(0, headY, headR).fill(look.skin);
  if (look.hairStyle === 'curly') {
    for (let i = 0; i < 5; i += 1) g.circle(-headR * 0.8 + i * headR * 0.4, headY - headR * 0.75, headR * 0.38).fill(look.hair);
  } else if (look.hairStyle !== 'bald') {
    g.ellipse(0, headY - headR * 0.7, headR * 1.02, headR * 0.5).fill(look.hair);
  } else {
    g.ellipse(-headR * 0.95, headY - headR * 0.1, headR * 0.22, headR * 0.4).fill(look.hair);
    g.ellipse(headR * 0.95, headY - headR * 0.1, headR * 0.22, headR * 0.4).fill(look.hair);
  }
  if (look.hairStyle === 'bun') g.circle(0, headY - headR * 1.15, headR * 0.42).fill(look.hair);
  if (look.accessory === 'cap') {
    g.ellipse(0, headY - headR * 0.72, headR * 1.05, headR * 0.55).fill(look.accent);
    g.roundRect(-headR * 1.5, headY - headR * 0.62, headR * 1.2, headR * 0.25, 2).fill(look.accent);
  }
  if (look.accessory === 'bow') {
    const bx = headR * 0.7;
    const by = headY - headR * 0.85;
    g.poly([bx, by, bx - 6, by - 5, bx - 6, by + 5]).fill(look.accent);
    g.poly([bx, by, bx + 6, by - 5, bx + 6, by + 5]).fill(look.accent);
  }
  // Face: eyes (behind glasses for some) and a mouth that turns down when they leave unserved.
  g.circle(-headR * 0.38, headY, 1.8).fill(COLORS.ink);
  g.circle(headR * 0.38, headY, 1.8).fill(COLORS.ink);
  if (look.accessory === 'glasses') {
    g.circle(-headR * 0.38, headY, headR * 0.28).stroke({ width: 1.4, color: COLORS.ink });
    g.circle(headR * 0.38, headY, headR * 0.28).stroke({ width: 1.4, color: COLORS.ink });
    g.moveTo(-headR * 0.1, headY)
      .lineTo(headR * 0.1, headY)
      .stroke({ width: 1.4, color: COLORS.ink });
  }
  const mouthR = headR * (pose.sad ? 0.3 : 0.35);
  const mouthY = headY + headR * (pose.sad ? 0.62 : 0.2);
  const [from, to] = pose.sad ? [Math.PI * 1.15, Math.PI * 1.85] : [Math.PI * 0.15, Math.PI * 0.85];
  g.moveTo(Math.cos(from) * mouthR, mouthY + Math.sin(from) * mouthR);
  g.arc(0, mouthY, mouthR, from, to).stroke({ width: 1.5, color: COLORS.ink });
  if (pose.sad) g.circle(headR * 0.55, headY + headR * 0.3, 1.8).fill({ color: 0x5ec8ff, alpha: 0.9 });
  if (pose.candyColor !== null) {
    drawCone(g, 18, bodyTop + 4, 18);
    drawCandy(g, 18, bodyTop - 4, 11, [pose.candyColor], 0);
  }
}

/** A patience bar above a customer's head: full and green on arrival, red and short as they run out. */
export function drawPatience(g: Graphics, left: number, width: number): void {
  g.clear();
  g.roundRect(-width / 2 - 1.5, -1.5, width + 3, 11, 5.5).fill({ color: COLORS.white, alpha: 0.85 });
  g.roundRect(-width / 2, 0, width, 8, 4).fill({ color: COLORS.ink, alpha: 0.25 });
  g.roundRect(-width / 2, 0, Math.max(2, width * left), 8, 4).fill(patienceColor(left));
}

/**
 * A thought bubble with the customer's order: the flavor's colour, or for a flavor with a gradient (Rainbow Swirl) a
 * swirl of its colours, so every wish can be told apart at a glance; a Big order fills the bubble, a Small one is a
 * small dot; a topping shows on top (sprinkles, stars or hearts).
 */
export function drawWish(g: Graphics, colors: readonly number[], size: 'small' | 'big' = 'big', topping: string = 'none'): void {
  g.clear();
  g.circle(0, 0, 14).fill({ color: COLORS.white, alpha: 0.95 });
  g.circle(-11, 15, 3.5).fill({ color: COLORS.white, alpha: 0.95 });
  const radius = size === 'big' ? 10.5 : 6;
  if (colors.length <= 1) g.circle(0, -1, radius).fill(colors[0] ?? COLORS.white);
  else {
    const slice = (Math.PI * 2) / colors.length;
    colors.forEach((color, index) => {
      g.moveTo(0, -1)
        .arc(0, -1, radius, index * slice - Math.PI / 2, (index + 1) * slice - Math.PI / 2)
        .closePath()
        .fill(color);
    });
  }
  g.circle(-radius / 3, -1 - radius / 3, radius / 4).fill({ color: COLORS.white, alpha: 0.6 });
  const marks: [number, number][] = [
    [-5, -6],
    [0, -9],
    [5, -5],
  ];
  if (topping === 'sprinkles') {
    const sprinkle = [0xef4444, 0x3b82f6, 0x22c55e];
    marks.forEach(([x, y], i) => g.roundRect(x - 1.5, y - 0.75, 3, 1.5, 0.75).fill(sprinkle[i] ?? 0xef4444));
  } else if (topping === 'stars') {
    marks.forEach(([x, y]) => g.star(x, y, 5, 2.6, 1.1).fill(0xf59e0b));
  } else if (topping === 'hearts') {
    marks.forEach(([x, y]) => {
      g.circle(x - 0.9, y - 0.5, 1.2).fill(0xe11d48);
      g.circle(x + 0.9, y - 0.5, 1.2).fill(0xe11d48);
      g.poly([x - 2, y, x + 2, y, x, y + 2.4]).fill(0xe11d48);
    });
  }
}

function mix(a: number, b: number, t: number): number {
  const ar = (a >> 16) & 255;
  const ag = (a >> 8) & 255;
  const ab = a & 255;
  const br = (b >> 16) & 255;
  const bg = (b >> 8) & 255;
  const bb = b & 255;
  return (Math.round(ar + (br - ar) * t) << 16) | (Math.round(ag + (bg - ag) * t) << 8) | Math.round(ab + (bb - ab) * t);
}
