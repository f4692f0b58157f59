import { i18n } from './i18n';
import { enBackOffice } from './locales/en-back-office';
import { enMenuEditor } from './locales/en-menu-editor';
import { enMenusAdmin } from './locales/en-menus-admin';

/**
 * Imported for its effect by app/back-office-routes.tsx (and the component tests' setup): adds the
 * back-office texts to the English resources. The diner pages never download them.
 */
i18n.addResourceBundle('en', 'translation', enBackOffice, true, false);
i18n.addResourceBundle('en', 'translation', enMenuEditor, true, false);
i18n.addResourceBundle('en', 'translation', enMenusAdmin, true, false);
