/** Drawing of the scene's parts on PixiJS Graphics, in logical units. Nothing here reads game state. */
import type { Graphics } from 'pixi.js';
import { COLORS, patienceColor, type CustomerLook } from './palette';
import type { SceneLayout } from './layout';

export function drawBackdrop(g: Graphics, layout: SceneLayout): void {
  const { width, height, groundY } = layout;
  g.clear();
  // Sky in bands (a gradient without a texture), then sun, clouds, grass and the pavement.
  const bands = 6;
  for (let i = 0; i < bands; i += 1) {
    const t = i / (bands - 1);
    const color = mix(COLORS.skyTop, COLORS.skyBottom, t);
    g.rect(0, (groundY / bands) * i, width, groundY / bands + 1).fill(color);
  }
  g.circle(width - 70, 60, 30).fill({ color: 0xfff3b0, alpha: 0.9 });
  for (const [x, y, s] of [[width * 0.55, 50, 1], [width * 0.8, 95, 0.8], [width * 0.3, 80, 0.7]] as const) {
    g.ellipse(x, y, 40 * s, 14 * s).fill({ color: COLORS.white, alpha: 0.9 });
    g.ellipse(x + 22 * s, y - 8 * s, 24 * s, 14 * s).fill({ color: COLORS.white, alpha: 0.9 });
  }
  g.rect(0, groundY, width, height - groundY).fill(COLORS.ground);
  g.rect(0, groundY, width, 8).fill(COLORS.groundDark);
  g.rect(0, groundY + 18, width, 26).fill(COLORS.path);
}

export function drawStand(g: Graphics, layout: SceneLayout): void {
  const { counterY, groundY } = layout;
  g.clear();
  const left = 24;
  const right = 350;
  const top = Math.max(24, counterY - 190);
  // Poles and back wall.
  g.rect(left + 6, top + 34, 10, groundY - top - 34).fill(COLORS.standTrim);
  g.rect(right - 16, top + 34, 10, groundY - top - 34).fill(COLORS.standTrim);
  g.roundRect(left + 16, top + 40, right - left - 32, counterY - top - 40, 8).fill({ color: COLORS.white, alpha: 0.65 });
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
  g.moveTo(x - length * 0.12, y + length * 0.25).lineTo(x + length * 0.08, y + length * 0.7).stroke({ width: 1.5, color: COLORS.coneLine });
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
  // Legs and body.
  g.rect(-8, -h * 0.35, 6, h * 0.35).fill(COLORS.ink);
  g.rect(2, -h * 0.35, 6, h * 0.35).fill(COLORS.ink);
  g.roundRect(-13, bodyTop, 26, h * 0.42, 8).fill(look.shirt);
  // Arms.
  if (pose.reaching) {
    g.moveTo(-11, bodyTop + 6).lineTo(-22, bodyTop - 10).stroke({ width: 5, color: look.skin, cap: 'round' });
    g.moveTo(11, bodyTop + 6).lineTo(-4, bodyTop - 12).stroke({ width: 5, color: look.skin, cap: 'round' });
  } else {
    g.moveTo(-12, bodyTop + 6).lineTo(-16, bodyTop + h * 0.3).stroke({ width: 5, color: look.skin, cap: 'round' });
    g.moveTo(12, bodyTop + 6).lineTo(16, bodyTop + h * 0.3).stroke({ width: 5, color: look.skin, cap: 'round' });
  }
  if (look.cane) g.moveTo(18, bodyTop + h * 0.3).lineTo(22, 0).stroke({ width: 3, color: 0x8b5a2b });
  // Head and hair.
  const headY = bodyTop - headR + 2;
  if (look.longHair) g.roundRect(-headR - 2, headY - headR, headR * 2 + 4, headR * 2.2, headR).fill(look.hair);
  g.circle(0, headY, headR).fill(look.skin);
  g.ellipse(0, headY - headR * 0.7, headR * 1.02, headR * 0.5).fill(look.hair);
  // Face: eyes and a mouth that turns down when they leave unserved.
  g.circle(-headR * 0.38, headY, 1.8).fill(COLORS.ink);
  g.circle(headR * 0.38, headY, 1.8).fill(COLORS.ink);
  const mouthR = headR * (pose.sad ? 0.3 : 0.35);
  const mouthY = headY + headR * (pose.sad ? 0.62 : 0.2);
  const [from, to] = pose.sad ? [Math.PI * 1.15, Math.PI * 1.85] : [Math.PI * 0.15, Math.PI * 0.85];
  g.moveTo(Math.cos(from) * mouthR, mouthY + Math.sin(from) * mouthR);
  g.arc(0, mouthY, mouthR, from, to).stroke({ width: 1.5, color: COLORS.ink });
  if (pose.candyColor !== null) {
    drawCone(g, 18, bodyTop + 4, 18);
    drawCandy(g, 18, bodyTop - 4, 11, [pose.candyColor], 0);
  }
}

/** A patience bar above a customer's head: full and green on arrival, red and short as they run out. */
export function drawPatience(g: Graphics, left: number, width: number): void {
  g.clear();
  g.roundRect(-width / 2, 0, width, 7, 3.5).fill({ color: COLORS.ink, alpha: 0.25 });
  g.roundRect(-width / 2, 0, Math.max(2, width * left), 7, 3.5).fill(patienceColor(left));
}

/** A thought bubble with the customer's favourite flavor. */
export function drawWish(g: Graphics, color: number): void {
  g.clear();
  g.circle(0, 0, 11).fill({ color: COLORS.white, alpha: 0.95 });
  g.circle(-9, 12, 3).fill({ color: COLORS.white, alpha: 0.95 });
  g.circle(0, -1, 6.5).fill(color);
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
