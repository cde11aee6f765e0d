const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Prices are kept in cents everywhere; this is the only place they become dollars, always with two decimals: '$12.00'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
