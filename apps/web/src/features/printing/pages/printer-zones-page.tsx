import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { PrinterZone, PrinterZoneInput } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useDeleteZone, usePrinters, usePrinterZones, useSaveZone } from '../api/printing-api';
import { type EditableColumn, EditableTable } from '../components/editable-table';
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
  const zoneColumns: EditableColumn<PrinterZone>[] = [
    { header: t('colZoneName'), cell: (z) => z.zoneName },
    { header: t('colZoneType'), cell: (z) => t(`zoneType_${z.zoneType}`) },
    { header: t('colFloor'), cell: (z) => z.zoneFloor },
    { header: t('colTables'), cell: (z) => z.zoneTables.join(', ') },
    { header: t('colPrinter'), cell: (z) => z.printer },
    { header: t('colDescription'), cell: (z) => z.zoneDescription },
  ];
  const openDialog = (editing: PrinterZone | null) => {
    setError(null);
    setDialog({ editing });
  };

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
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
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
            <EditableTable
              label={t('zonesTable')}
              rows={list}
              columns={zoneColumns}
              rowKey={(z) => z.id}
              rowName={(z) => z.zoneName}
              empty={t('noZones')}
              onEdit={(z) => openDialog(z)}
              onDelete={setDeleting}
            />
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
