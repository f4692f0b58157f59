/** Query keys of the restaurants feature. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  ids: () => [...restaurantKeys.all, 'ids'] as const,
};
