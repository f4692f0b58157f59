import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { POS_MESSAGES, type PosTable } from '@rpos/domain';
import { useId, useState } from 'react';
import { tableDisplayName, usePosT } from '../pos-texts';

const QUICK = [1, 2, 3, 4, 5, 6, 7, 8];

/** A whole number from 1 to 99, else null. */
export function parseGuests(text: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 99 ? n : null;
}

/** Opening a free table: how many guests (1 to 99), by a quick button or typed. */
export function GuestsDialog({
  table,
  onClose,
  onOpen,
}: {
  table: PosTable | null;
  onClose: () => void;
  onOpen: (table: PosTable, guests: number) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={!!table} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {table ? (
        <GuestsForm
          key={table.tableNumber}
          table={table}
          titleId={titleId}
          onClose={onClose}
          onOpen={onOpen}
        />
      ) : null}
    </Dialog>
  );
}

function GuestsForm({
  table,
  titleId,
  onClose,
  onOpen,
}: {
  table: PosTable;
  titleId: string;
  onClose: () => void;
  onOpen: (table: PosTable, guests: number) => void;
}) {
  const t = usePosT();
  const [text, setText] = useState('2');
  const [touched, setTouched] = useState(false);
  const guests = parseGuests(text);
  const invalid = touched && guests === null;
  return (
    <>
      <DialogTitle id={titleId}>{t('guestsTitle', { name: tableDisplayName(t, table.name) })}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (guests !== null) onOpen(table, guests);
        }}
      >
        <DialogContent>
          <Box
            role="group"
            aria-label={t('guests')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
          >
            {QUICK.map((n) => (
              <Button
                key={n}
                variant="outlined"
                onClick={() => onOpen(table, n)}
                sx={{ minWidth: 56, minHeight: 48, fontSize: '1.1rem' }}
              >
                {n}
              </Button>
            ))}
          </Box>
          <TextField
            label={t('guests')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            error={invalid}
            helperText={invalid ? POS_MESSAGES.guestsInvalid : t('guestsHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
            {t('openTable')}
          </Button>
        </DialogActions>
      </Box>
    </>
  );
}
