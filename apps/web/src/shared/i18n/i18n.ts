import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Resources } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/**
 * Languages other than English load when i18next first needs them (changeLanguage awaits them):
 * English is bundled, the zh texts stay out of the first download of every page.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'zh') {
      callback(null, {});
      return;
    }
    import('./locales/zh').then(
      ({ zh }) => callback(null, zh),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** The app's i18next instance: English now; zh holds the diner texts translated so far. */
export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(lazyLocales)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
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
