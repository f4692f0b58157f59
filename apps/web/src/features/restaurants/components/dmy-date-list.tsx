import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { addCloseDay, isoToDmy } from '@rpos/domain';
import { useState } from 'react';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';

export interface DmyDateListProps {
  /** DD/MM/YYYY, in date order. */
  dates: readonly string[];
  onChange: (dates: string[]) => void;
  labels: { list: string; date: string; add: string; empty: string; remove: (date: string) => string };
}

/**
 * A list of dates shown DD/MM/YYYY as chips, with the browser's date picker to add one (MUI core
 * has none); a date already listed is ignored (restaurant-config.md §5).
 */
export function DmyDateList({ dates, onChange, labels }: DmyDateListProps) {
  const [iso, setIso] = useState('');
  const add = () => {
    if (!iso) return;
    onChange(addCloseDay(dates, isoToDmy(iso)));
    setIso('');
  };
  return (
    <Box>
      {dates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {labels.empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={labels.list}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}
        >
          {dates.map((d) => (
            <Box component="li" key={d} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center' }}>
              {/* The remove button is a real button with its name beside the chip: MUI hides a Chip's
                  delete icon from screen readers (aria-hidden), so it could not be found there. */}
              <Chip label={d} />
              <IconButton
                size="small"
                aria-label={labels.remove(d)}
                onClick={() => onChange(dates.filter((x) => x !== d))}
              >
                <CancelIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <DmyDateField size="small" label={labels.date} value={iso} onChange={setIso} />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!iso}>
          {labels.add}
        </Button>
      </Box>
    </Box>
  );
}
