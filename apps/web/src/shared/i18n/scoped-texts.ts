import { useCallback } from 'react';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

/** t() over one feature's texts, typed by that feature's keys. */
export type ScopedT<Key extends string> = (key: Key, options?: Record<string, unknown>) => string;

/**
 * A feature's texts live in their own file and join the app's texts under `scope.`
 * when the feature's code first loads, so other pages never download them. The app's Resources type
 * does not list them; their keys are checked against the feature's English table instead.
 * zh (when given) joins once the lazily loaded zh texts are there, not before (or zh would count as
 * loaded without the rest of its texts).
 */
export function registerScopedTexts<Key extends string>(
  scope: string,
  en: Record<Key, string>,
  zh?: Partial<Record<Key, string>>,
): void {
  i18n.addResourceBundle('en', 'translation', { [scope]: en }, true, false);
  if (!zh) return;
  if (i18n.hasResourceBundle('zh', 'translation'))
    i18n.addResourceBundle('zh', 'translation', { [scope]: zh }, true, false);
  i18n.on('loaded', (loaded: Record<string, unknown>) => {
    if ('zh' in loaded) i18n.addResourceBundle('zh', 'translation', { [scope]: zh }, true, false);
  });
}

/** The hook that reads `scope.key` texts: `const t = useScopedT<MyKey>('bookings')`. */
export function useScopedT<Key extends string>(scope: string): ScopedT<Key> {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback((key, options) => translate(`${scope}.${key}`, options), [translate, scope]);
}
