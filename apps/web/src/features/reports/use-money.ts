import { useCallback } from 'react';
import { formatCents } from '../../shared/format/money';
import { useUser } from '../auth';

/** Cents as the restaurant's money ('$12.80'), with the user's currency symbol. */
export function useMoney(): (cents: number) => string {
  const symbol = useUser().data?.currencySymbol ?? '$';
  return useCallback((cents: number) => formatCents(cents, symbol), [symbol]);
}
