/**
 * Prices are kept in cents everywhere; this is the only place they become dollars, always with two decimals and
 * thousands separated: '$12.00', '$1,234.50', '-$3.00'. Written by hand rather than with Intl.NumberFormat: the first
 * currency formatter a page creates loads the browser's locale data, a long pause on a phone while the page hydrates.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (whole % 100).toString().padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}
