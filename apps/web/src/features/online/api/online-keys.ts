/** Query keys of the online (diner) feature. */
export const onlineKeys = {
  all: ['online'] as const,
  menu: (menuId: string, tableId: string) =>
    [...onlineKeys.all, 'menu', menuId.toLowerCase(), tableId] as const,
  activePromotions: (restaurantId: string) =>
    [...onlineKeys.all, 'activePromotions', restaurantId.toLowerCase()] as const,
  obPromotions: (restaurantId: string, tableId: string) =>
    [...onlineKeys.all, 'obPromotions', restaurantId.toLowerCase(), tableId] as const,
};
