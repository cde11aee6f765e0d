const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Cents to '$12.00' for messages and emails written by the server (the client has its own formatPrice). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
