/** Business constants shared by server and web (diner.md §9, back-office.md §9). */
export const WEBSITE_VERSION = 106;
export const API_TIMEOUT_MS = 30_000;
export const CHECKOUT_TIMEOUT_MS = 60_000;
export const SNACKBAR_MS = 2_000;
export const DEFAULT_TIMEZONE = 'Australia/Sydney';
export const DEFAULT_CURRENCY = 'AUD';
export const DEFAULT_COUNTRY = 'AU';
export const DEFAULT_LOCALE = 'en_AU';
export const DEFAULT_THEME_COLOR = '#3f51b5';
export const EMAIL_MAX = 64;
export const PASSWORD_MAX = 128;
export const USER_PASSWORD_MIN = 6;
