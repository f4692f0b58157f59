/** Main to Fifth: one at a time (restaurant-config.md §4). */
export const EXCLUSIVE_MENU_KINDS = [
  'isMainMenu',
  'isSecondaryMenu',
  'isThirdMenu',
  'isFourthMenu',
  'isFifthMenu',
] as const;
/** Sixth, Hubster, Version 2 and Default toggle on their own. */
export const INDEPENDENT_MENU_FLAGS = ['isSixthMenu', 'isForHubster', 'isMenuVersion2', 'isDefault'] as const;

export type MenuKindFlag = (typeof EXCLUSIVE_MENU_KINDS)[number] | (typeof INDEPENDENT_MENU_FLAGS)[number];
export type MenuFlagValues = Record<MenuKindFlag, boolean>;

/**
 * §4: turning one of Main to Fifth on turns the others off, including Sixth; Sixth, Hubster,
 * Version 2 and Default change alone. Returns the flags after the switch.
 */
export function toggleMenuFlag(flags: MenuFlagValues, flag: MenuKindFlag, on: boolean): MenuFlagValues {
  const next = { ...flags, [flag]: on };
  if (on && (EXCLUSIVE_MENU_KINDS as readonly string[]).includes(flag)) {
    for (const k of EXCLUSIVE_MENU_KINDS) if (k !== flag) next[k] = false;
    next.isSixthMenu = false;
  }
  return next;
}
