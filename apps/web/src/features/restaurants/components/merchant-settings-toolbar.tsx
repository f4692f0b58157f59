import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { type RestaurantsKey, useRestaurantsT } from '../restaurant-texts';

export interface ToolbarShortcut {
  key: RestaurantsKey;
  to: string;
}

/**
 * The per-merchant shortcuts of back-office.md §2.11 to the settings pages of restaurant-config.md
 * §2.1; provider settings only for admin and only when the merchant has provider payment settings.
 */
export function merchantShortcuts(urlIdentifier: string, showProviderSettings: boolean): ToolbarShortcut[] {
  const all: (ToolbarShortcut | false)[] = [
    showProviderSettings && { key: 'tb_adyenSettings', to: '/adyenSettings' },
    { key: 'tb_grantOffers', to: '/grantOffers' },
    { key: 'tb_subscriptions', to: '/subscriptions' },
    { key: 'tb_paymentTypes', to: '/paymentTypes' },
    { key: 'tb_surchargeSettings', to: '/surchargeSettings' },
    { key: 'tb_posSettings', to: '/posSettings' },
    { key: 'tb_posPrinterSettings', to: '/posPrinterSettings' },
    { key: 'tb_posPrintSettings', to: '/posPrintSettings' },
    { key: 'tb_restaurantSettings', to: '/restaurantSettings' },
    { key: 'tb_serviceBellTypes', to: '/serviceBellTypes' },
    { key: 'tb_openHours', to: '/openHours' },
    { key: 'tb_qrcodes', to: `/qrcodes/${encodeURIComponent(urlIdentifier)}` },
  ];
  return all.filter((s): s is ToolbarShortcut => s !== false);
}

export function MerchantSettingsToolbar({
  urlIdentifier,
  showProviderSettings,
}: {
  urlIdentifier: string;
  showProviderSettings: boolean;
}) {
  const t = useRestaurantsT();
  return (
    <Stack
      component="nav"
      aria-label={t('toolbarLabel')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {merchantShortcuts(urlIdentifier, showProviderSettings).map((s) => (
        <Button key={s.key} component={RouterLink} to={s.to} variant="outlined" size="small">
          {t(s.key)}
        </Button>
      ))}
    </Stack>
  );
}
