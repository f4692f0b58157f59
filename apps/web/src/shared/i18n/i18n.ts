import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Resources } from './locales/en';
import { zh } from './locales/zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/** The app's i18next instance: English now; zh holds the diner texts translated so far. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/**
 * A message that comes from a shared zod contract (a form field error): translated when the
 * language's validation table knows it, shown as is otherwise.
 */
export function translateMessage(message: string | undefined): string {
  if (!message) return '';
  for (const lng of [i18n.language, 'en']) {
    const bundle = i18n.getResourceBundle(lng, 'translation') as Partial<Resources> | undefined;
    const text = (bundle?.validation as Record<string, string> | undefined)?.[message];
    if (text) return text;
  }
  return message;
}
