/** Query keys of the restaurants feature. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  ids: () => [...restaurantKeys.all, 'ids'] as const,
  timezone: (urlIdentifier: string) => [...restaurantKeys.all, 'timezone', urlIdentifier] as const,
  mine: () => [...restaurantKeys.all, 'mine'] as const,
};
