import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PrinterZone, PrinterZoneInput } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useDeleteZone, usePrinters, usePrinterZones, useSaveZone } from '../api/printing-api';
import { PrintingFrame } from '../components/printing-frame';
import { ZoneDialog } from '../components/zone-dialog';
import { failureText } from '../printing-failure';
import { usePrintingT } from '../printing-texts';

/** /printerZones: the zone table with its create/update/delete dialogs (§2.5). */
export function PrinterZonesPage() {
  const t = usePrintingT();
  const snackbar = useSnackbar();
  const ready = !!useUser().data?.restaurantId;
  const zones = usePrinterZones(ready);
  const printers = usePrinters(ready);
  const save = useSaveZone();
  const remove = useDeleteZone();
  const [dialog, setDialog] = useState<{ editing: PrinterZone | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PrinterZone | null>(null);
  const list = zones.data ?? [];

  const onSave = (zone: PrinterZoneInput) =>
    save.mutate(
      { id: dialog?.editing?.id ?? null, zone },
      {
        onSuccess: () => {
          setDialog(null);
          snackbar.success(t('zoneSaved'));
        },
        onError: (e) => setError(failureText(e, t('saveFailed'))),
      },
    );

  return (
    <PrintingFrame
      title={t('zonesTitle')}
      subtitle={t('zonesSubtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setError(null);
            setDialog({ editing: null });
          }}
        >
          {t('addZone')}
        </Button>
      }
    >
      {() => (
        <>
          <QueryContent
            query={zones}
            failedText={t('loadFailed')}
            retryLabel={t('retry')}
            refreshingLabel={t('refreshing')}
          >
            {list.length === 0 ? (
              <Typography color="text.secondary">{t('noZones')}</Typography>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('zonesTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('colZoneName')}</TableCell>
                      <TableCell>{t('colZoneType')}</TableCell>
                      <TableCell>{t('colFloor')}</TableCell>
                      <TableCell>{t('colTables')}</TableCell>
                      <TableCell>{t('colPrinter')}</TableCell>
                      <TableCell>{t('colDescription')}</TableCell>
                      <TableCell align="right">{t('colActions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.map((z) => (
                      <TableRow key={z.id}>
                        <TableCell>{z.zoneName}</TableCell>
                        <TableCell>{t(`zoneType_${z.zoneType}`)}</TableCell>
                        <TableCell>{z.zoneFloor}</TableCell>
                        <TableCell>{z.zoneTables.join(', ')}</TableCell>
                        <TableCell>{z.printer}</TableCell>
                        <TableCell>{z.zoneDescription}</TableCell>
                        <TableCell align="right">
                          <IconButton
                            aria-label={t('edit', { name: z.zoneName })}
                            onClick={() => {
                              setError(null);
                              setDialog({ editing: z });
                            }}
                          >
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={t('remove', { name: z.zoneName })}
                            color="error"
                            onClick={() => setDeleting(z)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </QueryContent>
          <ZoneDialog
            open={!!dialog}
            editing={dialog?.editing ?? null}
            printers={printers.data ?? []}
            saving={save.isPending}
            error={error}
            onSave={onSave}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={!!deleting}
            title={t('deleteZoneTitle')}
            text={t('deleteZoneText', { name: deleting?.zoneName ?? '' })}
            confirmLabel={t('delete')}
            danger
            busy={remove.isPending}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  snackbar.success(t('zoneDeleted'));
                },
                onError: (e) => {
                  setDeleting(null);
                  snackbar.error(failureText(e, t('saveFailed')));
                },
              })
            }
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </PrintingFrame>
  );
}
