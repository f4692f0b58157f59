import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/** The app's texts in the current language; the component renders again when it changes. */
export function useTranslation(): { t: typeof i18n.t; i18n: typeof i18n } {
  useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  return { t: i18n.t, i18n };
}
