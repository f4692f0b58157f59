/** Query keys of the walk-in queue screens (the diner's and the staff board). */
export const queueKeys = {
  all: ['queue'] as const,
  restaurant: (restaurantId: string) => [...queueKeys.all, 'restaurant', restaurantId.toLowerCase()] as const,
  position: (token: string) => [...queueKeys.all, 'position', token] as const,
  board: () => [...queueKeys.all, 'board'] as const,
  settings: () => [...queueKeys.all, 'settings'] as const,
};
