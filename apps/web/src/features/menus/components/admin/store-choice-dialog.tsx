import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { UberEatsStore } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useMenusAdminT } from './use-menus-admin-t';

/** Uber Eats with several stores: choose one ('Please select a store to continue'). */
export function StoreChoiceDialog({
  stores,
  menuName,
  busy,
  onChoose,
  onClose,
}: {
  stores: UberEatsStore[] | null;
  menuName: string;
  busy: boolean;
  onChoose: (storeId: string) => void;
  onClose: () => void;
}) {
  const t = useMenusAdminT();
  const [storeId, setStoreId] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={!!stores}
      title={t('chooseStoreTitle')}
      text={t('chooseStoreText', { name: menuName })}
      confirmLabel={t('upload')}
      busy={busy}
      onConfirm={() => {
        if (!storeId) setError(t('selectStore'));
        else onChoose(storeId);
      }}
      onClose={() => {
        setStoreId('');
        setError(null);
        onClose();
      }}
    >
      <RadioGroup
        aria-label={t('chooseStoreTitle')}
        value={storeId}
        onChange={(e) => {
          setStoreId(e.target.value);
          setError(null);
        }}
      >
        {(stores ?? []).map((s) => (
          <FormControlLabel key={s.storeId} value={s.storeId} control={<Radio />} label={s.name} />
        ))}
      </RadioGroup>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </ConfirmDialog>
  );
}
