import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type FloorTable,
  floorTableNumberProblem,
  seatsProblem,
  TABLE_SHAPES,
  type TableShape,
  type UpdateTableBody,
} from '@rpos/domain';
import { useEffect, useState } from 'react';
import { useFloorPlanT } from '../floor-plan-texts';

interface Draft {
  tableNumber: string;
  name: string;
  seats: string;
  minSeats: string;
  shape: TableShape;
}

const draftOf = (t: FloorTable): Draft => ({
  tableNumber: t.tableNumber,
  name: t.name,
  seats: String(t.seats),
  minSeats: String(t.minSeats),
  shape: t.shape,
});

/** The first problem of the draft (the domain's rules and texts), or null. */
export function draftProblem(d: Draft): string | null {
  return floorTableNumberProblem(d.tableNumber) ?? seatsProblem(Number(d.seats), Number(d.minSeats || 0));
}

/**
 * The selected table's fields: number, name, seats, minimum guests and shape, saved together; the
 * rules are checked here with the domain's texts before the call, and the server's refusal shows too.
 */
export function TablePanel({
  table,
  busy,
  serverError,
  onSave,
  onDuplicate,
  onRemove,
}: {
  table: FloorTable;
  busy: boolean;
  serverError: string | null;
  onSave: (changes: UpdateTableBody) => void;
  onDuplicate: (range: string) => void;
  onRemove: () => void;
}) {
  const t = useFloorPlanT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(table));
  const [range, setRange] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDraft(draftOf(table));
    setTried(false);
  }, [table]);
  const problem = draftProblem(draft);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const save = () => {
    setTried(true);
    if (problem) return;
    onSave({
      tableNumber: draft.tableNumber.trim(),
      name: draft.name.trim(),
      seats: Number(draft.seats),
      minSeats: Number(draft.minSeats || 0),
      shape: draft.shape,
    });
  };

  return (
    <Stack component="section" aria-label={t('selected', { number: table.tableNumber })} spacing={2}>
      <Typography variant="h6" component="h2">
        {t('selected', { number: table.tableNumber })}
      </Typography>
      <TextField
        label={t('tableNumber')}
        value={draft.tableNumber}
        onChange={set('tableNumber')}
        size="small"
      />
      <TextField label={t('tableName')} value={draft.name} onChange={set('name')} size="small" />
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('seats')}
          type="number"
          value={draft.seats}
          onChange={set('seats')}
          size="small"
          slotProps={{ htmlInput: { min: 1, max: 99 } }}
        />
        <TextField
          label={t('minSeats')}
          type="number"
          value={draft.minSeats}
          onChange={set('minSeats')}
          size="small"
          helperText={t('minSeatsHelp')}
          slotProps={{ htmlInput: { min: 0, max: 99 } }}
        />
      </Stack>
      <TextField select label={t('shape')} value={draft.shape} onChange={set('shape')} size="small">
        {TABLE_SHAPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`shape_${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {(tried && problem) || serverError ? (
        <Typography role="alert" color="error" variant="body2">
          {(tried && problem) || serverError}
        </Typography>
      ) : null}
      <Button variant="contained" onClick={save} disabled={busy}>
        {t('save')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('range')}
          helperText={t('duplicateHelp')}
          value={range}
          onChange={(e) => setRange(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => onDuplicate(range.trim())} disabled={busy}>
          {t('duplicate')}
        </Button>
      </Stack>
      <Button variant="outlined" color="error" onClick={onRemove} disabled={busy}>
        {t('remove')}
      </Button>
    </Stack>
  );
}
