import type { MenuCategory, MenuItem, OnlineResponse } from '@rpos/domain';

const visibility = {
  active: true,
  active_begin: null,
  active_end: null,
  activeWeekDays: [],
  hideDays: [],
  hideForWeb: false,
  hidden_until: null,
};

export function makeDish(id: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    ...visibility,
    id,
    menuId: 'm1',
    categoryId: 'c1',
    name: `Dish ${id}`,
    altName: null,
    description: null,
    price: 1280,
    image: null,
    thumbImage: null,
    tags: [],
    sort: 1,
    sizes: [],
    groups: [],
    isTakeawayDisabled: false,
    isOption: false,
    gstFree: false,
    productId: null,
    ...extra,
  };
}

export function makeCategory(id: string, items: MenuItem[], extra: Partial<MenuCategory> = {}): MenuCategory {
  return {
    ...visibility,
    id,
    name: `Category ${id}`,
    altName: null,
    description: null,
    sort: 1,
    items,
    images: [],
    ...extra,
  };
}

export function makeOnlineResponse(
  categories: MenuCategory[],
  extra: Partial<OnlineResponse> = {},
): OnlineResponse {
  return {
    isSameVersion: false,
    menu: { menuId: 'm1', version: 1, name: 'Dinner', publishedAt: '2026-01-01T00:00:00Z', categories },
    restaurant: {
      restaurantId: 'goldendragon',
      name: 'Golden Dragon',
      altName: '金龙酒家',
      description: null,
      address: null,
      addressObject: null,
      latitude: null,
      longitude: null,
      phone: null,
      abn: null,
      taxName: 'GST',
      taxPercentage: 10,
      themeColor: '#F44336',
      logo: '/api/images/logo',
      currencySymbol: '$',
      timezone: 'Australia/Sydney',
      isOnline: true,
      takeawayPayment: true,
      smsVerify: false,
      serviceBell: false,
      serviceTypes: [],
      orderAheadDisabled: false,
      isBigMenuImageUsed: false,
      isDineMobileOptional: false,
      websiteStyle: 'simple',
      openHoursItems: [],
      closeDaysItems: [],
      onlineSettings: {
        allergyNotice: '',
        hideSpecialRequirement: false,
        specialTerms: '',
        isTillPaymentEnabled: false,
        isAdyenPaymentEnabled: false,
        isWechatOnlinePaymentEnabled: false,
        isPaypalEnabled: false,
        isDineInGuestNumberRequired: false,
        isDineInMobilePhoneRequired: false,
        foodCourtPaymentRequired: false,
        foodCourtPaymentOptional: false,
        dineinTakeawayEnabled: false,
        foodCourtTakeawayEnabled: false,
        isGroupOrderingEnabled: false,
        postpaidAutoAcceptAmountThreshold: null,
        orderCompleteMessages: [],
      },
      isCardPaymentEnabled: true,
    },
    table: { tableId: '5', name: '5', type: 'dinein' },
    inactiveDishIds: [],
    unavailable: [],
    announcement: { showDialog: false, dialogTitle: '', dialogText: '', dialogVersion: 0 },
    qrSettings: { isOrderingDisabled: false, disabledDate: null },
    surchargeRules: [],
    ...extra,
  };
}
