/** Colours of the scene, taken from the site's candy palette (src/styles.css) so the game looks like the shop. */
import type { CustomerType } from '../engine';

export const COLORS = {
  skyTop: 0xbfe8ff,
  skyBottom: 0xfff1f8,
  ground: 0x9be7a6,
  groundDark: 0x6ccf84,
  path: 0xf2e3d5,
  stand: 0xffffff,
  standTrim: 0xd6338a,
  awningA: 0xff6fb5,
  awningB: 0xffffff,
  counter: 0xffd95e,
  counterShade: 0xe9b93a,
  ink: 0x2b1838,
  bowl: 0xd8dee9,
  bowlShade: 0xa9b3c4,
  cone: 0xf4c27a,
  coneLine: 0xc98f3f,
  coin: 0xffd95e,
  coinEdge: 0xd19a00,
  patienceHigh: 0x34c759,
  patienceMid: 0xffb020,
  patienceLow: 0xff3b30,
  white: 0xffffff,
  closed: 0xb42318,
  sugar: 0xf8fafc,
  syrup: 0xff6fb5,
  glass: 0xdbeafe,
} as const;

export interface CustomerLook {
  /** Body height in scene units. */
  height: number;
  shirt: number;
  skin: number;
  hair: number;
  /** Longer hair (drawn down the back of the head). */
  longHair: boolean;
  /** Walks with a cane. */
  cane: boolean;
}

export const CUSTOMER_LOOKS: Readonly<Record<CustomerType, CustomerLook>> = {
  boy: { height: 70, shirt: 0x5ec8ff, skin: 0xf1c27d, hair: 0x4a2c17, longHair: false, cane: false },
  girl: { height: 68, shirt: 0xb58cff, skin: 0xe0ac69, hair: 0x2b1838, longHair: true, cane: false },
  woman: { height: 96, shirt: 0xff6fb5, skin: 0xc68642, hair: 0x3b2416, longHair: true, cane: false },
  man: { height: 100, shirt: 0x1f86c4, skin: 0xf1c27d, hair: 0x6b4423, longHair: false, cane: false },
  elder: { height: 90, shirt: 0x6ee7c5, skin: 0xe8b894, hair: 0xd9d9d9, longHair: false, cane: true },
};

export function hexToNumber(hex: string): number {
  return Number.parseInt(hex.replace('#', ''), 16);
}

/** Green above half patience, amber above a quarter, red below. */
export function patienceColor(left: number): number {
  if (left > 0.5) return COLORS.patienceHigh;
  if (left > 0.25) return COLORS.patienceMid;
  return COLORS.patienceLow;
}
