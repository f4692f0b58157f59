import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type Printer,
  type PrinterZone,
  type PrinterZoneInput,
  ZONE_TYPES,
  type ZoneType,
} from '@rpos/domain';
import { useEffect, useId, useState } from 'react';
import { usePrintingT } from '../printing-texts';
import { ZonePlanFields } from './zone-plan-fields';

interface ZoneForm {
  zoneType: ZoneType;
  zoneName: string;
  zoneDescription: string;
  zoneFloor: string;
  zoneTables: string[];
  printer: string;
}

const formOf = (z: PrinterZone | null): ZoneForm => ({
  zoneType: z?.zoneType ?? 'floorTable',
  zoneName: z?.zoneName ?? '',
  zoneDescription: z?.zoneDescription ?? '',
  zoneFloor: z?.zoneFloor ?? '',
  zoneTables: [...(z?.zoneTables ?? [])],
  printer: z?.printer ?? '',
});

/** The first §5 zone text the form breaks, or null. */
export function zoneProblem(
  f: ZoneForm,
): 'zoneNameRequired' | 'zoneFloorRequired' | 'zonePrinterRequired' | null {
  if (!f.zoneName.trim()) return 'zoneNameRequired';
  if (f.zoneType === 'floorTable' && !f.zoneFloor.trim()) return 'zoneFloorRequired';
  if (!f.printer) return 'zonePrinterRequired';
  return null;
}

/** Create or edit a printer zone; type and floor fixed when editing (§4). */
export function ZoneDialog({
  open,
  editing,
  printers,
  saving,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  editing: PrinterZone | null;
  printers: readonly Printer[];
  saving: boolean;
  error: string | null;
  onSave: (zone: PrinterZoneInput) => void;
  onClose: () => void;
}) {
  const t = usePrintingT();
  const titleId = useId();
  const [f, setF] = useState<ZoneForm>(() => formOf(editing));
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setF(formOf(editing));
      setTried(false);
    }
  }, [open, editing]);
  const set = <K extends keyof ZoneForm>(k: K, value: ZoneForm[K]) => setF((o) => ({ ...o, [k]: value }));
  const problem = zoneProblem(f);
  const submit = () => {
    setTried(true);
    if (problem) return;
    onSave({
      zoneType: f.zoneType,
      zoneName: f.zoneName.trim(),
      zoneDescription: f.zoneDescription.trim(),
      zoneFloor: f.zoneType === 'floorTable' ? f.zoneFloor.trim() : '',
      zoneTables: f.zoneType === 'floorTable' ? f.zoneTables : [],
      printer: f.printer,
    });
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{editing ? t('editZoneTitle') : t('addZoneTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {tried && problem ? <Alert severity="warning">{t(problem)}</Alert> : null}
          <TextField
            select
            label={t('zoneType')}
            value={f.zoneType}
            disabled={!!editing}
            helperText={editing ? t('fixedWhenEditing') : undefined}
            onChange={(e) => set('zoneType', e.target.value as ZoneType)}
          >
            {ZONE_TYPES.map((z) => (
              <MenuItem key={z} value={z}>
                {t(`zoneType_${z}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('zoneName')}
            value={f.zoneName}
            onChange={(e) => set('zoneName', e.target.value)}
            required
          />
          <TextField
            label={t('zoneDescription')}
            value={f.zoneDescription}
            onChange={(e) => set('zoneDescription', e.target.value)}
          />
          {f.zoneType === 'floorTable' ? (
            <ZonePlanFields
              open={open}
              floor={f.zoneFloor}
              tables={f.zoneTables}
              floorFixed={!!editing}
              onFloor={(v) => set('zoneFloor', v)}
              onTables={(v) => set('zoneTables', v)}
            />
          ) : null}
          <TextField
            select
            label={t('zonePrinter')}
            value={f.printer}
            onChange={(e) => set('printer', e.target.value)}
            required
          >
            {printers.map((p) => (
              <MenuItem key={p.id} value={p.printerName}>
                {p.printerName}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button variant="contained" disabled={saving} onClick={submit}>
          {saving ? t('saving') : t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
