import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { deviceTypeLabel, EPSON_LANGUAGES, type Printer, type PrinterInput } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useDeletePrinter, usePrinters, useSavePrinter } from '../api/printing-api';
import { type EditableColumn, EditableTable } from '../components/editable-table';
import { PrinterDialog } from '../components/printer-dialog';
import { PrintingFrame } from '../components/printing-frame';
import { printerFailure } from '../printing-failure';
import { usePrintingT } from '../printing-texts';

/** /posPrinterSettings: the printer table, the add/edit dialog and the delete confirm (§2.5). */
export function PrinterSettingsPage() {
  const t = usePrintingT();
  const snackbar = useSnackbar();
  const list = usePrinters(!!useUser().data?.restaurantId);
  const save = useSavePrinter();
  const remove = useDeletePrinter();
  const [dialog, setDialog] = useState<{ editing: Printer | null } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const printers = list.data ?? [];
  const printerColumns: EditableColumn<Printer>[] = [
    { header: t('colPrinterName'), cell: (p) => p.printerName },
    {
      header: t('colDeviceName'),
      cell: (p) => (
        <>
          {p.deviceName} <Chip size="small" label={deviceTypeLabel(p.deviceType)} />
        </>
      ),
    },
    { header: t('colIpAddress'), cell: (p) => p.ipAddress },
    { header: t('colPort'), cell: (p) => p.port },
    { header: t('colBrand'), cell: (p) => p.brand },
    { header: t('colLanguage'), cell: (p) => EPSON_LANGUAGES[p.epsonLanguage] ?? p.epsonLanguage },
    { header: t('colStatus'), cell: (p) => (p.isPrimary ? t('primary') : t('secondary')) },
    { header: t('colTags'), cell: (p) => p.tags.join(', ') },
  ];

  const open = (editing: Printer | null) => {
    setDialogError(null);
    setDialog({ editing });
  };
  const onSave = (input: PrinterInput) => {
    const editing = dialog?.editing ?? null;
    save.mutate(
      { originalName: editing?.printerName ?? null, printer: input },
      {
        onSuccess: () => {
          setDialog(null);
          snackbar.success(editing ? t('printerUpdated') : t('printerCreated'));
        },
        onError: (e) => setDialogError(printerFailure(editing ? 'update' : 'create', e)),
      },
    );
  };
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting.printerName, {
      onSuccess: () => {
        setDeleting(null);
        snackbar.success(t('printerDeleted'));
      },
      onError: (e) => {
        setDeleting(null);
        snackbar.error(printerFailure('delete', e));
      },
    });

  return (
    <PrintingFrame
      title={t('printersTitle')}
      subtitle={t('printersSubtitle')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          {t('addPrinter')}
        </Button>
      }
    >
      {() => (
        <>
          <QueryContent
            query={list}
            failedText={t('loadFailed')}
            retryLabel={t('retry')}
            refreshingLabel={t('refreshing')}
          >
            <EditableTable
              label={t('printersTable')}
              rows={printers}
              columns={printerColumns}
              rowKey={(p) => p.id}
              rowName={(p) => p.printerName}
              empty={t('noPrinters')}
              onEdit={open}
              onDelete={setDeleting}
            />
          </QueryContent>
          <PrinterDialog
            open={!!dialog}
            editing={dialog?.editing ?? null}
            printers={printers}
            saving={save.isPending}
            error={dialogError}
            onSave={onSave}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={!!deleting}
            title={t('deletePrinterTitle')}
            text={t('deletePrinterText', { name: deleting?.printerName ?? '' })}
            confirmLabel={t('delete')}
            danger
            busy={remove.isPending}
            onConfirm={onDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </PrintingFrame>
  );
}
