// Money is kept in whole cents everywhere; this is the only place cents become dollars or dollars become cents.

/** Cents as the plain decimal a form field, a CSV cell or schema.org shows: 1250 → '12.50', -300 → '-3.00'. */
export function centsToDollars(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 && whole > 0 ? '-' : ''}${Math.floor(whole / 100)}.${(whole % 100).toString().padStart(2, '0')}`;
}

/**
 * Cents as people read a price, always with two decimals and thousands separated: '$12.00', '$1,234.50', '-$3.00'.
 * Written by hand rather than with Intl.NumberFormat: the first currency formatter a page creates loads the browser's
 * locale data, a long pause on a phone while the page hydrates.
 */
export function formatCents(cents: number): string {
  const plain = centsToDollars(cents);
  const negative = plain.startsWith('-');
  return `${negative ? '-' : ''}$${(negative ? plain.slice(1) : plain).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * An amount typed in dollars ('12', '12.5', '12.50') to whole cents, without floating point. Null for anything else
 * (empty, negative, letters, more than two decimals), so the form can show its message.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
