import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useFloorPlanT } from '../floor-plan-texts';

/** Asks for an area's name (add or rename); the server's refusal shows under the field. */
export function AreaNameDialog({
  open,
  title,
  initial,
  busy,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: string;
  busy: boolean;
  error: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const t = useFloorPlanT();
  const [name, setName] = useState(initial);
  useEffect(() => {
    if (open) setName(initial);
  }, [open, initial]);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={t('save')}
      busy={busy}
      confirmDisabled={!name.trim()}
      onConfirm={() => onSave(name.trim())}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        label={t('areaName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
      />
    </ConfirmDialog>
  );
}

/** "Add tables": a range such as 1-20 and the seats of each. */
export function TableRangeDialog({
  open,
  busy,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onSave: (range: string, seats: number) => void;
  onClose: () => void;
}) {
  const t = useFloorPlanT();
  const [range, setRange] = useState('1-10');
  const [seats, setSeats] = useState('4');
  return (
    <ConfirmDialog
      open={open}
      title={t('addTables')}
      confirmLabel={t('addTables')}
      busy={busy}
      confirmDisabled={!range.trim()}
      onConfirm={() => onSave(range.trim(), Number(seats))}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          label={t('range')}
          value={range}
          onChange={(e) => setRange(e.target.value)}
          error={!!error}
          helperText={error ?? t('rangeHelp')}
        />
        <TextField
          label={t('seats')}
          type="number"
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 99 } }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
