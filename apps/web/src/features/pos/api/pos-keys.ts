/** Query keys of the POS (a restaurant switch invalidates every query, so the restaurant is not in them). */
export const posKeys = {
  all: ['pos'] as const,
  setup: () => [...posKeys.all, 'setup'] as const,
  floor: () => [...posKeys.all, 'floor'] as const,
  bills: () => [...posKeys.all, 'bill'] as const,
  bill: (transactionId: string) => [...posKeys.bills(), transactionId] as const,
};
