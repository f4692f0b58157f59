import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants';
import { useDeletePromotion, usePromotions } from '../api/promotions-api';
import { PromotionsTable } from '../components/promotions-table';
import { usePromotionsT } from '../promotions-texts';

/** /promotions (back-office.md §2.13): the list, New Promotion (/promotionTypes) and delete. */
export function PromotionsPage() {
  const t = usePromotionsT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const list = usePromotions();
  const remove = useDeletePromotion();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const selected = list.data?.promotions.find((p) => p.id === selectedId) ?? null;

  const onDelete = () => {
    if (!selected) return snackbar.error(t('selectToDelete'));
    setConfirming(true);
  };
  const onConfirm = () =>
    selected &&
    remove.mutate(selected.id, {
      onSuccess: () => setSelectedId(null),
      // Decision 0253: a failed delete says so instead of only logging.
      onError: () => snackbar.error(t('saveFailed')),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
              {t('delete')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate('/promotionTypes')}
            >
              {t('newPromotion')}
            </Button>
          </Stack>
        }
      />
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <PromotionsTable
          promotions={list.data?.promotions ?? []}
          timezone={timezone}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
      </QueryContent>
      <ConfirmDialog
        open={confirming && !!selected}
        title={t('deleteTitle')}
        text={t('deleteText', { name: selected?.name ?? '' })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
