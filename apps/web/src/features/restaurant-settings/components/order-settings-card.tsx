import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import {
  POS_SETTINGS_FLAGS,
  type PosOrderingSettings,
  type PosSettings,
  type PosSettingsFlag,
} from '@rpos/domain';
import { type FormEvent, useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useSaveRestaurantSettings } from '../api/restaurant-settings-api';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { saveFailure } from '../save-failure';
import { SaveCardActions } from './save-button';

const ORDERING_FLAGS = [
  'disableOrderDishPin',
  'disablePaymentPin',
  'directTransferLocalDiningOrders',
] as const;
type OrderingFlag = (typeof ORDERING_FLAGS)[number];
type Flags = Record<OrderingFlag | PosSettingsFlag, boolean>;

const flagsOf = (pos: PosSettings, ordering: PosOrderingSettings): Flags => ({
  ...(Object.fromEntries(ORDERING_FLAGS.map((f) => [f, ordering[f]])) as Record<OrderingFlag, boolean>),
  ...(Object.fromEntries(POS_SETTINGS_FLAGS.map((f) => [f, pos[f]])) as Record<PosSettingsFlag, boolean>),
});
const pick = <K extends string>(flags: Flags, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, flags[k as keyof Flags]])) as Record<K, boolean>;

/** The POS order settings: the PIN prompts and local-order transfer (posOrderingSettings) and the POS flags. */
export function OrderSettingsCard({
  posSettings,
  posOrderingSettings,
}: {
  posSettings: PosSettings;
  posOrderingSettings: PosOrderingSettings;
}) {
  const t = useRestaurantSettingsT();
  const snackbar = useSnackbar();
  const save = useSaveRestaurantSettings();
  const [flags, setFlags] = useState(() => flagsOf(posSettings, posOrderingSettings));
  const saved = flagsOf(posSettings, posOrderingSettings);
  useUnsavedChanges(Object.entries(flags).some(([k, v]) => saved[k as keyof typeof saved] !== v));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { posOrderingSettings: pick(flags, ORDERING_FLAGS), posSettings: pick(flags, POS_SETTINGS_FLAGS) },
      {
        onSuccess: (res) => {
          snackbar.success(res.message || t('updated'));
          setFlags(flagsOf(res.posSettings, res.posOrderingSettings));
        },
        onError: (err) => snackbar.error(saveFailure(err, t)),
      },
    );
  };

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('orderSettingsTitle')}>
      <CardHeader title={t('orderSettingsTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <FormGroup>
          {[...ORDERING_FLAGS, ...POS_SETTINGS_FLAGS].map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Switch
                  checked={flags[flag]}
                  onChange={(e) => setFlags((old) => ({ ...old, [flag]: e.target.checked }))}
                />
              }
              label={t(flag)}
            />
          ))}
        </FormGroup>
      </CardContent>
      <SaveCardActions saving={save.isPending} />
    </Card>
  );
}
