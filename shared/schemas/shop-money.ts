import { z } from 'zod';
import { dollarsToCents } from '../money';
import { tooLong } from './text';

// The buyer's choices for an order's money lines (a discount code's text, a tip) and the gift option, as the browser
// sends them: choices only. Every amount is computed on the server (server/services/order-money.ts).

/** Georgia's state sales tax rate, used until staff set the rate that applies to the shop in Settings. */
export const DEFAULT_SALES_TAX_PERCENT = 4;
export const SALES_TAX_MAX_PERCENT = 20;

/** The sales tax rate in percent with at most two decimals (8.9 = 8.90%). */
export const salesTaxSettingsSchema = z.object({
  ratePercent: z
    .number({ error: 'Please enter the sales tax rate in percent, e.g. 8.9' })
    .min(0, 'The sales tax rate cannot be below 0%')
    .max(SALES_TAX_MAX_PERCENT, `The sales tax rate can be at most ${SALES_TAX_MAX_PERCENT}%`)
    .refine((rate) => Math.abs(Math.round(rate * 100) - rate * 100) < 1e-6, 'Please use at most two decimals, e.g. 8.9 or 7.75'),
});

/** A percent with up to two decimals as basis points, without floating-point drift (8.9 → 890). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export const TIP_PERCENTS = [10, 15, 20] as const;
/** A custom tip is at most $100. */
export const TIP_MAX_CENTS = 10_000;

export const tipChoiceSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('percent'), percent: z.literal(TIP_PERCENTS, 'Please choose one of the tip amounts') }),
      z.object({
        kind: z.literal('amount'),
        cents: z
          .number({ error: 'Please enter the tip in dollars, e.g. 5 or 5.50' })
          .int('Please enter the tip in dollars, e.g. 5 or 5.50')
          .min(0, 'A tip cannot be negative')
          .max(TIP_MAX_CENTS, `A tip can be at most $${TIP_MAX_CENTS / 100}`),
      }),
    ],
    { error: 'Please choose a tip' },
  )
  .default({ kind: 'none' });
export type TipChoice = z.output<typeof tipChoiceSchema>;

/** A tip typed in dollars as the choice the server takes; null when it is not an amount. */
export function customTipChoice(text: string): TipChoice | null {
  const cents = dollarsToCents(text);
  return cents === null ? null : { kind: 'amount', cents };
}

export const DISCOUNT_CODE_MAX = 30;
/** Letters, digits, dashes and underscores; typed in any case, compared upper-case. */
export const discountCodeTextSchema = z
  .string()
  .trim()
  .max(DISCOUNT_CODE_MAX, tooLong('That code is not valid'))
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, 'That code is not valid'));

/** The code as the buyer typed it: '' or absent for none. */
export const optionalDiscountCodeSchema = z
  .union([z.literal(''), discountCodeTextSchema])
  .optional()
  .transform((code) => code || null);

export const GIFT_NOTE_MAX = 300;
export const giftNoteSchema = z
  .string()
  .trim()
  .max(GIFT_NOTE_MAX, tooLong(`The gift note can be at most ${GIFT_NOTE_MAX} characters`))
  .optional()
  .transform((note) => note ?? '');

// Back office: a discount code as staff create or edit it. Dates are whole instants (the form sends the business's
// local day boundaries); null for open-ended.
export const DISCOUNT_USAGE_LIMIT_MAX = 1_000_000;
export const DISCOUNT_AMOUNT_MAX_CENTS = 100_000;
export const discountCodeInputSchema = z
  .object({
    code: discountCodeTextSchema,
    kind: z.enum(['percent', 'amount'], 'Please choose percent or amount'),
    /** A whole percent (1-100) or cents off (1 cent to $1,000). */
    value: z.number({ error: 'Please enter the discount' }).int('Please enter the discount as a whole number').min(1, 'The discount must be more than 0'),
    minOrderCents: z
      .number({ error: 'Please enter the minimum order' })
      .int()
      .min(0, 'The minimum order cannot be negative')
      .max(DISCOUNT_AMOUNT_MAX_CENTS * 10, 'The minimum order is too large'),
    startsAt: z.date({ error: 'Invalid start date' }).nullable(),
    endsAt: z.date({ error: 'Invalid end date' }).nullable(),
    usageLimit: z
      .number({ error: 'Please enter the usage limit as a whole number' })
      .int('Please enter the usage limit as a whole number')
      .min(1, 'The usage limit must be at least 1')
      .max(DISCOUNT_USAGE_LIMIT_MAX, 'The usage limit is too large')
      .nullable(),
    isActive: z.boolean(),
  })
  .superRefine((code, issue) => {
    if (code.kind === 'percent' && code.value > 100) issue.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount can be at most 100%' });
    if (code.kind === 'amount' && code.value > DISCOUNT_AMOUNT_MAX_CENTS)
      issue.addIssue({ code: 'custom', path: ['value'], message: 'An amount off can be at most $1,000' });
    if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt)
      issue.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;
export const discountCodeUpdateSchema = z.object({ id: z.uuid('Unknown code'), code: discountCodeInputSchema });
