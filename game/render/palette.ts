/** Colours of the scene, taken from the site's candy palette (src/styles.css) so the game looks like the shop. */
import { FLAVORS, type CustomerType, type FlavorId } from '../engine';

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

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'ponytail' | 'bald';
export type Accessory = 'none' | 'cap' | 'glasses' | 'bow' | 'balloon' | 'scarf' | 'backpack';

export interface CustomerLook {
  /** Body height in scene units. */
  height: number;
  shirt: number;
  pants: number;
  skin: number;
  hair: number;
  hairStyle: HairStyle;
  accessory: Accessory;
  /** The accessory's own colour (cap, bow, balloon, scarf, backpack). */
  accent: number;
  /** Walks with a cane. */
  cane: boolean;
}

interface TypeLook {
  height: number;
  hairStyles: readonly HairStyle[];
  accessories: readonly Accessory[];
  hairColors: readonly number[];
  cane: boolean;
}

const SHIRTS = [0x5ec8ff, 0xb58cff, 0xff6fb5, 0x1f86c4, 0x6ee7c5, 0xffb020, 0xff7a59, 0x34c759, 0xf06292, 0x7986cb] as const;
const PANTS = [0x2b1838, 0x3d5a80, 0x5d4037, 0x455a64, 0x6d4c7d] as const;
const SKINS = [0xf1c27d, 0xe0ac69, 0xc68642, 0x8d5524, 0xffdbac, 0xe8b894] as const;
const ACCENTS = [0xff3b30, 0xffd95e, 0x34c759, 0x5ec8ff, 0xb58cff, 0xff6fb5] as const;
const YOUNG_HAIR = [0x4a2c17, 0x2b1838, 0x6b4423, 0xd8a657, 0x8d3b1f, 0x111111] as const;

const TYPE_LOOKS: Readonly<Record<CustomerType, TypeLook>> = {
  boy: {
    height: 70,
    hairStyles: ['short', 'curly', 'short'],
    accessories: ['none', 'cap', 'balloon', 'backpack', 'glasses'],
    hairColors: YOUNG_HAIR,
    cane: false,
  },
  girl: {
    height: 68,
    hairStyles: ['long', 'ponytail', 'bun', 'curly'],
    accessories: ['none', 'bow', 'balloon', 'backpack', 'glasses'],
    hairColors: YOUNG_HAIR,
    cane: false,
  },
  woman: {
    height: 96,
    hairStyles: ['long', 'bun', 'ponytail', 'curly', 'short'],
    accessories: ['none', 'glasses', 'scarf', 'bow'],
    hairColors: YOUNG_HAIR,
    cane: false,
  },
  man: { height: 100, hairStyles: ['short', 'curly', 'bald', 'short'], accessories: ['none', 'cap', 'glasses', 'scarf'], hairColors: YOUNG_HAIR, cane: false },
  elder: {
    height: 90,
    hairStyles: ['short', 'bun', 'bald', 'curly'],
    accessories: ['none', 'glasses', 'scarf', 'glasses'],
    hairColors: [0xd9d9d9, 0xbdbdbd, 0xf5f5f5, 0x9e9e9e],
    cane: true,
  },
};

/** A small integer hash (xorshift-multiply), so neighbouring ids look nothing alike. */
function mixBits(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

function pick<T>(list: readonly T[], bits: number): T {
  return list[bits % list.length] as T;
}

/** What the look is chosen from: values the seeded game already drew for this customer. */
export interface LookSource {
  id: number;
  type: CustomerType;
  arrivedAtStep: number;
  patienceSteps: number;
  willingness_to_pay: number;
}

/**
 * A customer's look: their type fixes the height and what suits them; colours, hair and accessory come from a hash
 * of values the seeded game drew for them (id, arrival, patience, purse). The same game always shows the same
 * people, and nothing new is drawn from the game's random numbers, so replays are unchanged.
 */
export function lookFor(customer: LookSource): CustomerLook {
  const type = TYPE_LOOKS[customer.type];
  const h = mixBits(customer.id * 7919 + customer.arrivedAtStep * 31 + customer.patienceSteps * 131 + customer.willingness_to_pay * 17);
  const h2 = mixBits(h ^ 0x9e3779b9);
  const accessory = pick(type.accessories, h2 >>> 8);
  return {
    height: Math.round(type.height * (0.94 + ((h >>> 24) % 13) / 100)),
    shirt: pick(SHIRTS, h),
    pants: pick(PANTS, h >>> 4),
    skin: pick(SKINS, h >>> 8),
    hair: pick(type.hairColors, h >>> 12),
    hairStyle: pick(type.hairStyles, h >>> 16),
    accessory,
    accent: pick(ACCENTS, h2),
    cane: type.cane,
  };
}

export function hexToNumber(hex: string): number {
  return Number.parseInt(hex.replace('#', ''), 16);
}

/** A flavor's colours for the canvas: its gradient's when it has one (Rainbow Swirl's stripes), else its one colour. */
export function flavorColors(flavor: FlavorId): number[] {
  const definition = FLAVORS[flavor];
  return (definition.gradient ?? [definition.color]).map(hexToNumber);
}

/** Green above half patience, amber above a quarter, red below. */
export function patienceColor(left: number): number {
  if (left > 0.5) return COLORS.patienceHigh;
  if (left > 0.25) return COLORS.patienceMid;
  return COLORS.patienceLow;
}
