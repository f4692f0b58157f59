import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { deviceTypeLabel, EPSON_LANGUAGES, type Printer, type PrinterInput } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useDeletePrinter, usePrinters, useSavePrinter } from '../api/printing-api';
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
            {printers.length === 0 ? (
              <Typography color="text.secondary">{t('noPrinters')}</Typography>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('printersTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('colPrinterName')}</TableCell>
                      <TableCell>{t('colDeviceName')}</TableCell>
                      <TableCell>{t('colIpAddress')}</TableCell>
                      <TableCell>{t('colPort')}</TableCell>
                      <TableCell>{t('colBrand')}</TableCell>
                      <TableCell>{t('colLanguage')}</TableCell>
                      <TableCell>{t('colStatus')}</TableCell>
                      <TableCell>{t('colTags')}</TableCell>
                      <TableCell align="right">{t('colActions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {printers.map((p) => (
                      <TableRow key={p.id}>
                        <TableCell>{p.printerName}</TableCell>
                        <TableCell>
                          {p.deviceName} <Chip size="small" label={deviceTypeLabel(p.deviceType)} />
                        </TableCell>
                        <TableCell>{p.ipAddress}</TableCell>
                        <TableCell>{p.port}</TableCell>
                        <TableCell>{p.brand}</TableCell>
                        <TableCell>{EPSON_LANGUAGES[p.epsonLanguage] ?? p.epsonLanguage}</TableCell>
                        <TableCell>{p.isPrimary ? t('primary') : t('secondary')}</TableCell>
                        <TableCell>{p.tags.join(', ')}</TableCell>
                        <TableCell align="right">
                          <IconButton aria-label={t('edit', { name: p.printerName })} onClick={() => open(p)}>
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={t('remove', { name: p.printerName })}
                            onClick={() => setDeleting(p)}
                            color="error"
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
