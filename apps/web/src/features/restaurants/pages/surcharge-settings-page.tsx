import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useSaveSurcharges, useSurcharges } from '../api/surcharge-api';
import { SurchargeTable } from '../components/surcharge-table';
import { failureMessage } from '../failure-message';
import { asSurchargeInput } from '../surcharge-form-values';
import { useSurchargeT } from '../surcharge-texts';

/** /surchargeSettings: the acting restaurant's surcharges; delete returns to /myRestaurant (§2.1). */
export function SurchargeSettingsPage() {
  const t = useSurchargeT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const user = useUser();
  const hasRestaurant = !!user.data?.restaurantId;
  const list = useSurcharges(hasRestaurant);
  const save = useSaveSurcharges();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const chosen = (list.data ?? []).filter((s) => selected.includes(s.id));

  const askDelete = () => {
    if (chosen.length === 0) snackbar.error(t('selectSurcharge'));
    else setConfirming(true);
  };
  const remove = () =>
    save.mutate((list.data ?? []).filter((s) => !selected.includes(s.id)).map(asSurchargeInput), {
      onSuccess: () => {
        setConfirming(false);
        snackbar.success(t('deleted'));
        void navigate('/myRestaurant');
      },
      onError: (e) => {
        setConfirming(false);
        snackbar.error(failureMessage(e, t('saveFailed')));
      },
    });

  return (
    <>
      <PageHeader
        title={t('listTitle')}
        subtitle={t('listSubtitle')}
        actions={
          hasRestaurant ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={askDelete}>
                {t('delete')}
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/surcharge">
                {t('addNew')}
              </Button>
            </Box>
          ) : null
        }
      />
      {user.data && !hasRestaurant ? (
        <Alert severity="info">{t('selectRestaurant')}</Alert>
      ) : (
        <QueryContent
          query={{ ...list, isPending: user.isPending || list.isPending }}
          failedText={failureMessage(list.error, t('loadFailed'))}
          retryLabel={t('retry')}
          refreshingLabel={t('refreshing')}
        >
          <Card>
            {list.data?.length === 0 ? (
              <Typography sx={{ p: 3 }} color="text.secondary">
                {t('empty')}
              </Typography>
            ) : (
              <SurchargeTable surcharges={list.data ?? []} selected={selected} onSelect={setSelected} />
            )}
          </Card>
        </QueryContent>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        text={t('deleteText', { name: chosen.map((s) => s.name).join(', ') })}
        confirmLabel={t('delete')}
        danger
        busy={save.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
