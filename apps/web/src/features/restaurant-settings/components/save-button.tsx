import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import type { ReactNode } from 'react';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';

/** A settings card's submit button: 'Saving…' with a spinner while its save runs. */
export function SaveButton({ saving }: { saving: boolean }) {
  const t = useRestaurantSettingsT();
  return (
    <Button type="submit" variant="contained" disabled={saving} loading={saving} loadingPosition="start">
      {saving ? t('saving') : t('save')}
    </Button>
  );
}

/** The actions row of a settings card: anything given first, the save button at the end. */
export function SaveCardActions({ saving, children }: { saving: boolean; children?: ReactNode }) {
  return (
    <CardActions sx={{ justifyContent: children ? 'space-between' : 'flex-end', px: 2, pb: 2 }}>
      {children}
      <SaveButton saving={saving} />
    </CardActions>
  );
}
