import type { OnlineSettings } from '@rpos/domain';
import type { restaurants } from '../db/schema';
import { BONDI_BITES_MENU } from './bondi-bites-menu';
import type { DemoMenu } from './demo-menu-types';
import { GOLDEN_DRAGON_MENU } from './golden-dragon-menu';

// The demo restaurants around Sydney: profile, hours, tables, surcharges, QR and announcement.

type RestaurantInsert = Omit<typeof restaurants.$inferInsert, 'id' | 'groupId'>;

export interface DemoRestaurant {
  profile: RestaurantInsert & { urlIdentifier: string; onlineSettings: Partial<OnlineSettings> };
  /** [weekdays (Mon 1..Sun 7), open 'HH:mm', close 'HH:mm'] */
  hours: [number[], string, string][];
  /** Month-day (MM-DD) of the yearly closed day. */
  closedOn: string;
  seats: number[];
  sundaySurchargeBp: number;
  holidaySurchargeBp: number;
  announcement: { title: string; text: string };
  /** QR types switched off for ordering. */
  qrDisabled: string[];
  menu: DemoMenu;
  logo: { background: string; food: string; shape: 'dumplings' | 'cup' };
}

export const DEMO_GROUP_PROFILE = {
  name: 'Harbour Eats Group',
  address: 'Level 12, 1 Market Street, Sydney NSW 2000',
  phone: '02 9000 1234',
  abn: '12 345 678 901',
} as const;

export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  {
    profile: {
      urlIdentifier: 'goldendragon',
      name: 'Golden Dragon',
      altName: '金龙酒家',
      description: 'Cantonese dining and yum cha in the heart of Chinatown since 1988.',
      address: '380 Sussex Street, Sydney NSW 2000',
      addressObject: {
        country: 'Australia',
        countryCode: 'AU',
        line1: '380 Sussex Street',
        city: 'Sydney',
        stateOrProvince: 'New South Wales',
        stateOrProvinceCode: 'NSW',
        postalCode: '2000',
        location: { lat: -33.8766, lng: 151.2036 },
      },
      latitude: -33.8766,
      longitude: 151.2036,
      phone: '02 9211 8888',
      abn: '51 824 753 556',
      themeColor: '#e91e63',
      websiteStyle: 'classic',
      notificationEmail: 'orders@goldendragon.example',
      serviceBell: true,
      serviceTypes: ['Water', 'Tea refill', 'Cutlery', 'Bill', 'Call staff'],
      takeawayPayment: true,
      bookingDisclaimer: 'Tables are held for 15 minutes past the booking time.',
      onlineSettings: {
        allergyNotice:
          'Our dishes may contain peanuts, shellfish, sesame, soy, egg and gluten. Please tell us about any allergy.',
        specialTerms: 'Seafood is subject to market availability.',
        isWechatOnlinePaymentEnabled: true,
        isPaypalEnabled: true,
        isDineInGuestNumberRequired: true,
        dineinTakeawayEnabled: true,
      },
      posSettings: {
        posDeliveryPartners: [
          { name: 'UBER EATS', sort: 1, commissionPercentage: 30 },
          { name: 'DOORDASH', sort: 2, commissionPercentage: 28 },
          { name: 'MENULOG', sort: 3, commissionPercentage: 25 },
          { name: 'Hungry Panda', sort: 4, commissionPercentage: 18 },
        ],
        discounts: [
          // '10% off' is the POS's discount button in the web POS journey.
          { name: '10% off', percentage: 10, amount: null, sort: 1 },
          { name: 'Birthday', percentage: 15, amount: null, sort: 2 },
          { name: 'Staff meal', percentage: 50, amount: null, sort: 3 },
          { name: '$5 off', percentage: null, amount: 500, sort: 4 },
        ],
      },
    },
    hours: [
      [[1, 2, 3, 4, 5], '11:00', '15:00'],
      [[6, 7], '10:00', '15:30'],
      [[1, 2, 3, 4, 7], '17:00', '22:30'],
      [[5, 6], '17:00', '24:00'],
      [[6, 7], '00:00', '02:00'],
    ],
    closedOn: '12-25',
    seats: [2, 2, 4, 4, 4, 4, 6, 6, 8, 8, 10, 12],
    sundaySurchargeBp: 1000,
    holidaySurchargeBp: 1500,
    announcement: {
      title: 'Yum cha every day',
      text: 'Yum cha is served from 10am on weekends and 11am on weekdays. 每日饮茶，周末上午十点开始。',
    },
    qrDisabled: [],
    menu: GOLDEN_DRAGON_MENU,
    logo: { background: '#e91e63', food: '#f3c14b', shape: 'dumplings' },
  },
  {
    profile: {
      urlIdentifier: 'bondibites',
      name: 'Bondi Bites',
      description: 'All-day breakfast, burgers and specialty coffee across from the beach.',
      address: '2/140 Campbell Parade, Bondi Beach NSW 2026',
      addressObject: {
        country: 'Australia',
        countryCode: 'AU',
        line1: '2/140 Campbell Parade',
        city: 'Bondi Beach',
        stateOrProvince: 'New South Wales',
        stateOrProvinceCode: 'NSW',
        postalCode: '2026',
        location: { lat: -33.8908, lng: 151.2743 },
      },
      latitude: -33.8908,
      longitude: 151.2743,
      phone: '02 9130 4567',
      abn: '33 615 842 097',
      websiteStyle: 'modern',
      notificationEmail: 'hello@bondibites.example',
      isDineMobileOptional: true,
      serviceTypes: ['Water', 'Bill'],
      bookingDisclaimer: 'Walk-ins welcome; bookings for groups of 6 or more.',
      onlineSettings: {
        allergyNotice: 'Please let us know about any allergies before ordering.',
        isPaypalEnabled: true,
        foodCourtTakeawayEnabled: true,
      },
      posSettings: {
        posDeliveryPartners: [
          { name: 'UBER EATS', sort: 1, commissionPercentage: 30 },
          { name: 'DOORDASH', sort: 2, commissionPercentage: 28 },
        ],
        discounts: [
          { name: 'Locals', percentage: 10, amount: null, sort: 1 },
          { name: 'Staff', percentage: 50, amount: null, sort: 2 },
          { name: 'Free coffee', percentage: null, amount: 480, sort: 3 },
        ],
      },
    },
    hours: [[[1, 2, 3, 4, 5, 6, 7], '06:30', '15:00']],
    closedOn: '01-01',
    seats: [2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 8],
    sundaySurchargeBp: 1000,
    holidaySurchargeBp: 1500,
    announcement: {
      title: 'Welcome to Bondi Bites',
      text: 'Order from your table and we will bring it over. Coffee is on from 6:30am.',
    },
    qrDisabled: ['delivery', 'pickup-delivery'],
    menu: BONDI_BITES_MENU,
    logo: { background: '#3f51b5', food: '#9c6b43', shape: 'cup' },
  },
];

/** NSW public holidays on fixed dates (MM-DD); moving ones (Easter, King's Birthday) are left out. */
export const FIXED_PUBLIC_HOLIDAYS = ['01-01', '01-26', '04-25', '12-25', '12-26'];
