import type { MyMenusQuery } from '@rpos/domain';

/** Query keys of the staff menu screens (list, form, service availability, cooking categories). */
export const menuAdminKeys = {
  all: ['menus-admin'] as const,
  lists: () => [...menuAdminKeys.all, 'list'] as const,
  list: (query: MyMenusQuery) => [...menuAdminKeys.lists(), query] as const,
  menu: (menuId: string) => [...menuAdminKeys.all, 'menu', menuId] as const,
  restaurants: (isTest: boolean) => [...menuAdminKeys.all, 'restaurants', isTest] as const,
  cooking: (menuId: string) => [...menuAdminKeys.all, 'cooking', menuId] as const,
};
