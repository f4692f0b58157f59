/** Query keys of the menu editor. */
export const menuEditorKeys = {
  all: ['menuEditor'] as const,
  categories: (menuId: string) => [...menuEditorKeys.all, 'categories', menuId] as const,
  groups: (menuId: string) => [...menuEditorKeys.all, 'groups', menuId] as const,
  cooking: (menuId: string) => [...menuEditorKeys.all, 'cooking', menuId] as const,
};
