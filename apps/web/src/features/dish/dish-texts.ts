import { i18n } from '../../shared/i18n/i18n';
import { enDish } from '../../shared/i18n/locales/en-dish';

// Imported by the dish components: adds the dish page's texts (locales/en-dish.ts) to the resources.
i18n.addResourceBundle('en', 'translation', { diner: { dish: enDish } }, true, false);
