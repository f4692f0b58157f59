import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type RestaurantsKey, useRestaurantsT } from '../restaurant-texts';

export interface ToolbarShortcut {
  key: RestaurantsKey;
  to: string;
}

/**
 * The per-merchant shortcuts of back-office.md §2.11 to the settings pages of restaurant-config.md
 * §2.1; provider settings only for admin and only when the merchant has provider payment settings;
 * every page built (decision 0224 left out the unbuilt ones until issue 18 built them).
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
    { key: 'tb_user', to: `/userAdd/${encodeURIComponent(urlIdentifier)}` },
    { key: 'tb_qrcodes', to: `/qrcodes/${encodeURIComponent(urlIdentifier)}` },
    // Ours (decision 0370): the floor plan the QR codes, bookings and the POS floor read.
    { key: 'tb_floorPlan', to: '/floorPlan' },
  ];
  return all.filter((s): s is ToolbarShortcut => s !== false);
}

/**
 * The toolbar. On My Restaurant the links go straight to the pages (the restaurant is the one acted
 * on); on an admin's restaurant page `onOpen` first selects that restaurant. `extra` holds the
 * dialog buttons (delivery platform, delivery settings, managers).
 */
export function MerchantSettingsToolbar({
  urlIdentifier,
  showProviderSettings,
  onOpen,
  extra,
}: {
  urlIdentifier: string;
  showProviderSettings: boolean;
  onOpen?: (to: string) => void;
  extra?: ReactNode;
}) {
  const t = useRestaurantsT();
  return (
    <Stack
      component="nav"
      aria-label={t('toolbarLabel')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {merchantShortcuts(urlIdentifier, showProviderSettings).map((s) =>
        onOpen ? (
          <Button key={s.key} variant="outlined" size="small" onClick={() => onOpen(s.to)}>
            {t(s.key)}
          </Button>
        ) : (
          <Button key={s.key} component={RouterLink} to={s.to} variant="outlined" size="small">
            {t(s.key)}
          </Button>
        ),
      )}
      {extra}
    </Stack>
  );
}
