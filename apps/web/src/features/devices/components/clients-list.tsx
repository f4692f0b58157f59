import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import { DEVICE_PAGE_SIZES } from '@rpos/domain';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { RestaurantSettingsFrame } from '../../restaurants';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';
import { type Column, PagedTable } from './paged-table';

/**
 * The POS clients and display clients lists: a row is chosen, Delete asks to confirm
 * ('Please select a client!' without a choice), Add goes to the create screen.
 */
export function ClientsList<T extends { id: string }>(props: {
  title: string;
  addLabel: string;
  addTo: string;
  list: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, string>;
  nameOf: (row: T) => string;
  columns: Column<T>[];
  deletedText: string;
}) {
  const t = useDevicesT();
  const snackbar = useSnackbar();
  const [selected, setSelected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rows = props.list.data ?? [];
  const chosen = rows.find((r) => r.id === selected) ?? null;
  const askDelete = () => {
    if (!chosen) snackbar.error(t('selectClient'));
    else setConfirming(true);
  };
  return (
    <RestaurantSettingsFrame
      title={props.title}
      backTo="/posDevices"
      actions={
        <>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={askDelete}>
            {t('delete')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={props.addTo}>
            {props.addLabel}
          </Button>
        </>
      }
    >
      {() => (
        <>
          <QueryContent
            query={props.list}
            failedText={failureMessage(props.list.error, t('loadFailed'))}
            retryLabel={t('retry')}
            refreshingLabel={t('refreshing')}
          >
            <PagedTable
              label={props.title}
              rows={rows}
              rowKey={(r) => r.id}
              selectedKey={selected}
              empty={t('clientsEmpty')}
              pageSizes={DEVICE_PAGE_SIZES}
              columns={[
                {
                  header: '',
                  cell: (r) => (
                    <Radio
                      checked={selected === r.id}
                      onChange={() => setSelected(r.id)}
                      slotProps={{ input: { 'aria-label': t('selectRow', { name: props.nameOf(r) }) } }}
                    />
                  ),
                },
                ...props.columns,
              ]}
            />
          </QueryContent>
          <ConfirmDialog
            open={confirming && !!chosen}
            title={t('deleteClientTitle')}
            text={t('deleteClientText', { name: chosen ? props.nameOf(chosen) : '' })}
            confirmLabel={t('delete')}
            danger
            busy={props.remove.isPending}
            onConfirm={() =>
              props.remove.mutate(chosen!.id, {
                onSuccess: () => {
                  setConfirming(false);
                  setSelected(null);
                  snackbar.success(props.deletedText);
                },
                onError: () => {
                  setConfirming(false);
                  snackbar.error(t('deleteFailed'));
                },
              })
            }
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </RestaurantSettingsFrame>
  );
}
