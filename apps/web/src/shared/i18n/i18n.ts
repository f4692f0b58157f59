import { en, type Resources } from './locales/en';
import { type KeyPaths, type TextTree, Translations } from './translations';

/** Every key of the app's texts (the features' scoped texts are typed by their own tables). */
export type TextKey = KeyPaths<Resources>;

/**
 * The app's texts: English now; zh holds the diner texts translated so far and loads when the
 * language first changes to it, so it stays out of the first download of every page.
 */
export const i18n = new Translations<TextKey>(en, async (language) => {
  if (language !== 'zh') return {};
  return (await import('./locales/zh')).zh as TextTree;
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
