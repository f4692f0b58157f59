/** The online settings and POS settings pages (restaurant-config.md §2.5), lazy routes of the back-office. */
export { OnlineSettingsPage } from './pages/online-settings-page';
export { PosSettingsPage } from './pages/pos-settings-page';
