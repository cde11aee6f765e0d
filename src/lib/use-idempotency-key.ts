import { useCallback, useState } from 'react';

/**
 * One key per form fill: a double click or a retried request sends the same key, so the server stores one row.
 * Call `renew` after a success, so the next fill is a new submission.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
