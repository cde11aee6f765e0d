import type { Database, Executor } from '../db/client';
import { DEFAULT_SALES_TAX_PERCENT, percentToBasisPoints, salesTaxSettingsSchema, type TipChoice } from '@shared/schemas/shop-money';
import { codeRefusal, findCode, type DiscountCode } from './discount-codes';
import type { CartLine } from '@shared/schemas/orders';
import { discountCentsFor, priceCart, type Quote } from './order-pricing';
import { readSetting } from './site-settings';

// An order's money lines after its goods are priced (order-pricing.ts), all in integer cents and all computed here
// from what the database says and what the buyer chose (a code's text, a tip choice), never from a client's amount.
//
//   goods      = subtotal - member discount - code discount   (the member discount and a code never both apply:
//                                                              the larger one does; a tie keeps the member discount)
//   sales tax  = goods x the rate in Settings                 (discounts lower the taxed price; a tip is not taxed)
//   tip        = none, 10/15/20% of goods, or $0-$100
//   total      = goods + sales tax + tip
//
// Every percentage is rounded once, to the nearest cent with halves up (discountCentsFor, taxCentsFor).

export const SALES_TAX_SETTINGS_KEY = 'salesTax';

/** The sales tax rate in basis points (890 = 8.90%): Settings', or Georgia's state rate while never set. */
export async function loadSalesTaxBasisPoints(db: Executor): Promise<number> {
  const settings = await readSetting(db, SALES_TAX_SETTINGS_KEY, salesTaxSettingsSchema, null);
  return percentToBasisPoints(settings?.ratePercent ?? DEFAULT_SALES_TAX_PERCENT);
}

/** Tax on an amount at a rate in basis points, to the nearest cent with halves up (1000 at 8.90% = 89). */
export function taxCentsFor(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

export function tipCentsFor(goodsCents: number, tip: TipChoice): number {
  if (tip.kind === 'none') return 0;
  if (tip.kind === 'amount') return tip.cents;
  return discountCentsFor(goodsCents, tip.percent);
}

/** A code's cents off a subtotal: its percent (rounded as the member discount is), or its amount, never past the subtotal. */
export function codeCentsFor(code: Pick<DiscountCode, 'kind' | 'value'>, subtotalCents: number): number {
  return code.kind === 'percent' ? discountCentsFor(subtotalCents, code.value) : Math.min(code.value, subtotalCents);
}

export type MoneyLines = {
  /** The member discount as it applies (zero when a larger code replaced it). */
  discountPercent: number;
  discountCents: number;
  /** The code that applies (upper-case), its id and cents off; null and 0 when none applies. */
  discountCode: string | null;
  discountCodeId: string | null;
  codeDiscountCents: number;
  /** Why the code the buyer typed does not apply; null when it applies or none was typed. */
  codeMessage: string | null;
  /** The typed code is not valid (unknown, off, outside its dates, used up, under its minimum): the order is refused. */
  codeRefused: boolean;
  taxRateBasisPoints: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
};

/** The member-or-code rule and the lines after it, from amounts already read (pure, so the rule is tested alone). */
export function moneyLinesFor(input: {
  subtotalCents: number;
  memberDiscountPercent: number;
  memberDiscountCents: number;
  code: DiscountCode | null;
  codeMessage: string | null;
  taxRateBasisPoints: number;
  tip: TipChoice;
}): MoneyLines {
  const { subtotalCents, code } = input;
  const codeCents = code ? codeCentsFor(code, subtotalCents) : 0;
  const codeWins = code !== null && codeCents > input.memberDiscountCents;
  const discountPercent = codeWins ? 0 : input.memberDiscountPercent;
  const discountCents = codeWins ? 0 : input.memberDiscountCents;
  const codeDiscountCents = codeWins ? codeCents : 0;
  const codeMessage =
    input.codeMessage ??
    (code && !codeWins ? `Your member discount (${input.memberDiscountPercent}%) already saves more than this code, so the code is not used.` : null);
  const goodsCents = subtotalCents - discountCents - codeDiscountCents;
  const taxCents = taxCentsFor(goodsCents, input.taxRateBasisPoints);
  const tipCents = tipCentsFor(goodsCents, input.tip);
  return {
    discountPercent,
    discountCents,
    discountCode: codeWins ? code.code : null,
    discountCodeId: codeWins ? code.id : null,
    codeDiscountCents,
    codeMessage,
    codeRefused: input.codeMessage !== null,
    taxRateBasisPoints: input.taxRateBasisPoints,
    taxCents,
    tipCents,
    totalCents: goodsCents + taxCents + tipCents,
  };
}

/**
 * The money lines of priced goods with the buyer's choices: the code looked up and checked now, the tax at the rate
 * in Settings (read by the caller, from memory: orderSettings).
 */
async function computeMoneyLines(
  db: Executor,
  priced: { subtotalCents: number; discountPercent: number; discountCents: number },
  choices: { discountCode: string | null; tip: TipChoice },
  taxRateBasisPoints: number,
  now: Date,
): Promise<MoneyLines> {
  const code = choices.discountCode ? await findCode(db, choices.discountCode) : null;
  const refusal = choices.discountCode ? codeRefusal(code, priced.subtotalCents, now) : null;
  return moneyLinesFor({
    subtotalCents: priced.subtotalCents,
    memberDiscountPercent: priced.discountPercent,
    memberDiscountCents: priced.discountCents,
    code: refusal ? null : code,
    codeMessage: refusal,
    taxRateBasisPoints,
    tip: choices.tip,
  });
}

export type CheckoutQuote = Quote & MoneyLines;

/** The cart priced with the buyer's choices: goods from the database, then every money line. */
export async function quoteCheckout(
  db: Database,
  lines: readonly CartLine[],
  userId: string | null,
  choices: { discountCode: string | null; tip: TipChoice },
  taxRateBasisPoints: number,
  now: Date,
): Promise<CheckoutQuote> {
  const quote = await priceCart(db, lines, userId);
  return { ...quote, ...(await computeMoneyLines(db, quote, choices, taxRateBasisPoints, now)) };
}
