import type { SidebarSection } from '@rpos/domain';
import type { Resources } from '../../shared/i18n/locales/en';

export interface SidebarChild {
  key: keyof Resources['sectionItems'];
  path: string;
  /** Shown only when the user may see Dish Report(Order) (canSeeDishReportByOrders). */
  needsDishReportByOrders?: boolean;
  /** Shown only to users who may load the sales report (canLoadSalesReport: not restaurantManager). */
  needsSalesReport?: boolean;
}

export type SidebarEntry =
  | { path: string; children?: undefined }
  | { path?: undefined; children: SidebarChild[] };

/** Where each sidebar section leads (docs/decisions/0005-sidebar-and-unbuilt-sections.md). */
export const SIDEBAR_ENTRIES: Record<SidebarSection, SidebarEntry> = {
  adminDashboard: { path: '/adminDashboard' },
  dashboard: { path: '/dashboard' },
  users: { path: '/users' },
  customers: { path: '/customers' },
  restaurants: { path: '/restaurants' },
  myRestaurant: { path: '/myRestaurant' },
  devices: { path: '/posDevices' },
  providerPayments: { path: '/providerPayments' },
  subscriptions: { path: '/subscriptionList' },
  transactions: { path: '/transactions' },
  liveTransactions: { path: '/live-transactions' },
  orders: { path: '/orders' },
  menus: { path: '/myMenus' },
  booking: {
    children: [
      { key: 'bookings', path: '/bookings' },
      { key: 'bookingSessions', path: '/bookingSessions' },
      { key: 'bookingSettings', path: '/bookingSettings' },
      { key: 'queueBoard', path: '/queueBoard' },
    ],
  },
  staff: {
    children: [
      { key: 'staffList', path: '/staffList' },
      { key: 'timesheets', path: '/timesheets' },
      { key: 'staffActivities', path: '/staffActivities' },
    ],
  },
  marketing: {
    children: [
      { key: 'promotions', path: '/promotions' },
      { key: 'vouchers', path: '/vouchers' },
    ],
  },
  reports: {
    children: [
      { key: 'salesReport', path: '/salesReport', needsSalesReport: true },
      { key: 'salesDetailsReport', path: '/salesDetailsReport' },
      { key: 'paymentTypesReport', path: '/paymentTypesReport' },
      { key: 'dishesReport', path: '/dishesReport', needsDishReportByOrders: true },
      { key: 'dishesTransactionReport', path: '/dishesTransactionReport' },
      { key: 'orderTypeReport', path: '/orderTypeReport' },
    ],
  },
  outbox: { path: '/outbox' },
  printing: {
    children: [
      { key: 'merchantPrinters', path: '/merchants/printers' },
      { key: 'posPrinterSettings', path: '/posPrinterSettings' },
      { key: 'printerZones', path: '/printerZones' },
      { key: 'posPrintSettings', path: '/posPrintSettings' },
      { key: 'printJobs', path: '/printJobs' },
    ],
  },
  account: { path: '/account' },
  settings: { path: '/settings' },
};
