import type { StaffMenu } from '@rpos/domain';

/** A menu as GET /myMenus answers it, for the component tests. */
export function staffMenu(extra: Partial<StaffMenu> = {}): StaffMenu {
  return {
    id: 'm1',
    restaurantId: 'r1',
    menuName: 'Lunch',
    menuDescription: 'Weekday lunch',
    status: 'unpublished',
    isMainMenu: false,
    isSecondaryMenu: false,
    isThirdMenu: false,
    isFourthMenu: false,
    isFifthMenu: false,
    isSixthMenu: false,
    isDefault: false,
    isForHubster: false,
    isMenuVersion2: false,
    qrCodeType: 'none',
    createdAt: 1_700_000_000,
    publishTime: null,
    version: 0,
    promotionTags: [],
    serviceAvailability: [],
    ...extra,
  };
}
