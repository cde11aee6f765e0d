import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, ORDER_NUMBER_PREFIX } from '@shared/schemas/order-rules';

/**
 * A random order number such as DRP-7K3M9Q: short enough to read over the phone, not sequential, and drawn from
 * ~595 million values, so it reveals nothing about other orders; reading an order also needs the buyer's email.
 * Rejection sampling keeps every character equally likely.
 */
export function generateOrderNumber(randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size))): string {
  const size = ORDER_NUMBER_ALPHABET.length;
  // The largest multiple of the alphabet size below 256: bytes at or above it would favour the first characters.
  const limit = 256 - (256 % size);
  let result = '';
  while (result.length < ORDER_NUMBER_LENGTH) {
    for (const byte of randomBytes(ORDER_NUMBER_LENGTH * 2)) {
      if (byte >= limit) continue;
      result += ORDER_NUMBER_ALPHABET[byte % size];
      if (result.length === ORDER_NUMBER_LENGTH) break;
    }
  }
  return ORDER_NUMBER_PREFIX + result;
}
