import { i18n } from './i18n';
import { enOrder } from './locales/en-order';

/**
 * Imported by app/routes.tsx with the cart, checkout and order pages (and by the component tests'
 * setup): adds their texts to the English resources. The menu, the diner's first page, does without.
 */
i18n.addResourceBundle('en', 'translation', enOrder, true, false);
