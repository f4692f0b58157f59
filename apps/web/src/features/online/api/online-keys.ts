/** Query keys of the online (diner) feature. */
export const onlineKeys = {
  all: ['online'] as const,
  menu: (menuId: string, tableId: string) =>
    [...onlineKeys.all, 'menu', menuId.toLowerCase(), tableId] as const,
  /** The checkout's own copy of the table's answer (decision 0612): under the menu's, so it goes stale with it. */
  checkout: (menuId: string, tableId: string) => [...onlineKeys.menu(menuId, tableId), 'checkout'] as const,
  activePromotions: (restaurantId: string) =>
    [...onlineKeys.all, 'activePromotions', restaurantId.toLowerCase()] as const,
  obPromotions: (restaurantId: string, tableId: string) =>
    [...onlineKeys.all, 'obPromotions', restaurantId.toLowerCase(), tableId] as const,
};
