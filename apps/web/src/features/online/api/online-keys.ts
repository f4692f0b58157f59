/** Query keys of the online (diner) feature. */
export const onlineKeys = {
  all: ['online'] as const,
  menu: (menuId: string, tableId: string) =>
    [...onlineKeys.all, 'menu', menuId.toLowerCase(), tableId] as const,
};
