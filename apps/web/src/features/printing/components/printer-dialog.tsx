import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CUSTOM_DEVICE,
  EPSON_LANGUAGES,
  PRINTER_BRANDS,
  PRINTER_DEVICE_NAMES,
  PRINTER_DEVICE_TYPES,
  type Printer,
  type PrinterInput,
} from '@rpos/domain';
import { useEffect, useId, useState } from 'react';
import { usePrintingT } from '../printing-texts';
import {
  canSavePrinter,
  isDuplicateName,
  type PrinterFormValues,
  printerFormValues,
  printerInputOf,
} from './printer-form-values';

/** The add/edit printer dialog (restaurant-config.md §2.5, §4 add or edit mode, §5). */
export function PrinterDialog({
  open,
  editing,
  printers,
  saving,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  editing: Printer | null;
  printers: readonly Printer[];
  saving: boolean;
  error: string | null;
  onSave: (input: PrinterInput) => void;
  onClose: () => void;
}) {
  const t = usePrintingT();
  const titleId = useId();
  const [v, setV] = useState<PrinterFormValues>(() => printerFormValues(editing));
  useEffect(() => {
    if (open) setV(printerFormValues(editing));
  }, [open, editing]);
  const set = <K extends keyof PrinterFormValues>(key: K, value: PrinterFormValues[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const duplicate = isDuplicateName(v, printers, editing);

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{editing ? t('editPrinterTitle') : t('addPrinterTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={t('printerName')}
            value={v.printerName}
            onChange={(e) => set('printerName', e.target.value)}
            required
            error={duplicate}
            helperText={duplicate ? t('duplicatePrinter') : undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label={t('deviceName')}
            value={v.deviceChoice}
            onChange={(e) => set('deviceChoice', e.target.value)}
          >
            {PRINTER_DEVICE_NAMES.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
            <MenuItem value={CUSTOM_DEVICE}>{t('customDevice')}</MenuItem>
          </TextField>
          {v.deviceChoice === CUSTOM_DEVICE ? (
            <TextField
              label={t('customDeviceName')}
              value={v.customDeviceName}
              onChange={(e) => set('customDeviceName', e.target.value)}
              required
            />
          ) : null}
          <TextField
            select
            label={t('deviceType')}
            value={v.deviceType}
            onChange={(e) => set('deviceType', Number(e.target.value))}
          >
            {Object.entries(PRINTER_DEVICE_TYPES).map(([code, label]) => (
              <MenuItem key={code} value={Number(code)}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('ipAddress')}
              value={v.ipAddress}
              onChange={(e) => set('ipAddress', e.target.value)}
              required
              fullWidth
            />
            <TextField
              label={t('port')}
              value={v.port}
              onChange={(e) => set('port', e.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              sx={{ width: { sm: 140 } }}
            />
          </Stack>
          <TextField
            label={t('macAddress')}
            value={v.macAddress}
            onChange={(e) => set('macAddress', e.target.value)}
          />
          <TextField select label={t('brand')} value={v.brand} onChange={(e) => set('brand', e.target.value)}>
            <MenuItem value="">{t('noBrand')}</MenuItem>
            {PRINTER_BRANDS.map((b) => (
              <MenuItem key={b} value={b}>
                {b}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('epsonLanguage')}
            value={v.epsonLanguage}
            onChange={(e) => set('epsonLanguage', Number(e.target.value))}
          >
            {EPSON_LANGUAGES.map((l, i) => (
              <MenuItem key={l} value={i}>
                {`${i} ${l}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('tags')}
            helperText={t('tagsHelp')}
            value={v.tags}
            onChange={(e) => set('tags', e.target.value)}
          />
          <FormControlLabel
            control={<Checkbox checked={v.isPrimary} onChange={(e) => set('isPrimary', e.target.checked)} />}
            label={t('isPrimary')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving || duplicate || !canSavePrinter(v)}
          onClick={() => onSave(printerInputOf(v))}
        >
          {saving ? t('saving') : t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
