import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DinerBookingSession, effectiveMin } from '@rpos/domain';
import { useBookingT } from '../../booking-texts';

interface TableStepProps {
  /** The chosen session while it is still offered; undefined when it no longer is. */
  session: DinerBookingSession | undefined;
  partySize: number;
  tables: string[];
  onToggle(tableNumber: string): void;
  /** Back to the start with nothing chosen. */
  onReset(): void;
}

/** Step Table: tick one or more tables; each shows the guests it seats (a minimum of 0 counts as its maximum). */
export function TableStep({ session, partySize, tables, onToggle, onReset }: TableStepProps) {
  const t = useBookingT();
  if (!session || session.tables.length === 0)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('selectAnotherDate')}</Typography>
        <Button variant="outlined" size="large" sx={{ minHeight: 48 }} onClick={onReset}>
          {t('back')}
        </Button>
      </Stack>
    );
  return (
    <Box>
      <Typography id="booking-tables" sx={{ mb: 1 }}>
        {t('tablesFor', { count: partySize })}
      </Typography>
      {session.hideTableNo && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('tablesHidden')}
        </Typography>
      )}
      <FormGroup aria-labelledby="booking-tables">
        {session.tables.map((table, i) => {
          const min = effectiveMin(table);
          const seats =
            min === table.guestNumber
              ? t('tableSeatsExact', { max: table.guestNumber })
              : t('tableSeats', { min, max: table.guestNumber });
          const name = session.hideTableNo ? `${i + 1}.` : t('tableLabel', { number: table.tableNumber });
          return (
            <FormControlLabel
              key={table.tableNumber}
              control={
                <Checkbox
                  checked={tables.includes(table.tableNumber)}
                  onChange={() => onToggle(table.tableNumber)}
                />
              }
              label={`${name} · ${seats}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mx: 0, mt: 1, py: 1, pr: 2 }}
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
